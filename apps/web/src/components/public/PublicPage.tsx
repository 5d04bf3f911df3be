import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/use-page-meta';
import classes from './PublicPage.module.css';

interface Props {
  title: string;
  lead?: string;
  /** Lists of cards use the full width; text pages keep a readable line length. */
  wide?: boolean;
  children: ReactNode;
}

/** Frame of a public content page: a title band with an optional lead, then the content. */
export function PublicPage({ title, lead, wide = false, children }: Props) {
  usePageMeta(title, lead);
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
        <Stack gap="lg" maw={wide ? undefined : 820}>
          {children}
        </Stack>
      </Container>
    </>
  );
}
