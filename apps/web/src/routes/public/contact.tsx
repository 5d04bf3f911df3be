import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContentSections } from '../../components/public/ContentSections';
import { PublicPage } from '../../components/public/PublicPage';
import { phoneHref, site } from '../../lib/site';

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('content.contact.title')} lead={t('content.contact.lead')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="lg" padding="lg">
          <IconPhone size={28} aria-hidden />
          <Title order={2} size="h4" mt="xs">
            {t('about.phone')}
          </Title>
          <Anchor href={phoneHref(site.phone)} size="lg">
            {site.phone}
          </Anchor>
          <Text size="sm" c="dimmed" mt={4}>
            {t('content.contact.hours')}
          </Text>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <IconMail size={28} aria-hidden />
          <Title order={2} size="h4" mt="xs">
            {t('about.email')}
          </Title>
          <Anchor href={`mailto:${site.email}`} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {site.email}
          </Anchor>
          <Text size="sm" c="dimmed" mt={4}>
            {t('content.contact.reply')}
          </Text>
        </Card>
      </SimpleGrid>
      <ContentSections i18nKey="content.contact" />
    </PublicPage>
  );
}
