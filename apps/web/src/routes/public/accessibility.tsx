import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPage } from '../../components/public/PublicPage';
import { siteQuery } from '../../features/content/api';
import { site as fallback } from '../../lib/site';

const listOf = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** Accessibility statement: what the portal meets, what it does not yet, and how to report a barrier. */
export default function AccessibilityPage() {
  const { t } = useTranslation();
  const email = useQuery(siteQuery()).data?.email ?? fallback.email;
  return (
    <PublicPage title={t('a11y.title')} lead={t('a11y.lead')}>
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          {t('a11y.standardTitle')}
        </Title>
        <Text>{t('a11y.standardText')}</Text>
      </Stack>
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          {t('a11y.featuresTitle')}
        </Title>
        <List spacing="xs">
          {listOf(t('a11y.features', { returnObjects: true })).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          {t('a11y.limitsTitle')}
        </Title>
        <List spacing="xs">
          {listOf(t('a11y.limits', { returnObjects: true })).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="xs" component="section">
        <Title order={2} size="h3">
          {t('a11y.reportTitle')}
        </Title>
        <Text>{t('a11y.reportText')}</Text>
        <Text>
          <Anchor href={`mailto:${email}?subject=${encodeURIComponent(t('a11y.mailSubject'))}`}>
            {email}
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/contact">
            {t('a11y.contactForm')}
          </Anchor>
        </Text>
        <Text>{t('a11y.responseText')}</Text>
      </Stack>
      <Text size="sm" c="dimmed">
        {t('a11y.reviewed')}
      </Text>
    </PublicPage>
  );
}
