import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PublicPage } from '../../../components/public/PublicPage';
import { site as fallback } from '../../../lib/site';
import { useTranslation } from '../../../lib/translation';
import { siteQuery } from '../api';

const listOf = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** Accessibility statement: what the portal meets, what it does not yet, and how to report a barrier. */
export default function AccessibilityPage() {
  const { t } = useTranslation();
  const email = useQuery(siteQuery()).data?.email ?? fallback.email;
  return (
    <PublicPage title={t('accessibility.title')} lead={t('accessibility.lead')}>
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          {t('accessibility.standardTitle')}
        </Title>
        <Text>{t('accessibility.standardText')}</Text>
      </Stack>
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          {t('accessibility.featuresTitle')}
        </Title>
        <List spacing="xs">
          {listOf(t('accessibility.features', { returnObjects: true })).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          {t('accessibility.limitsTitle')}
        </Title>
        <List spacing="xs">
          {listOf(t('accessibility.limits', { returnObjects: true })).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          {t('accessibility.reportTitle')}
        </Title>
        <Text>{t('accessibility.reportText')}</Text>
        <Text>
          <Anchor href={`mailto:${email}?subject=${encodeURIComponent(t('accessibility.mailSubject'))}`}>
            {email}
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/contact">
            {t('accessibility.contactForm')}
          </Anchor>
        </Text>
        <Text>{t('accessibility.responseText')}</Text>
      </Stack>
      <Text size="sm" c="dimmed">
        {t('accessibility.reviewed')}
      </Text>
    </PublicPage>
  );
}
