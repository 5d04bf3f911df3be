import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import classes from './PublicPage.module.css';

/** Frame of a public content page: a title band with an optional lead, then the content. */
export function PublicPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <div className={classes.band}>
        <Container size="lg">
          <Title order={1}>{title}</Title>
          {lead && (
            <Text size="lg" mt="xs" maw={720}>
              {lead}
            </Text>
          )}
        </Container>
      </div>
      <Container size="lg" py="xl">
        <Stack gap="lg" maw={820}>
          {children}
        </Stack>
      </Container>
    </>
  );
}
