import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PublicPage } from '../../../components/public/PublicPage';
import { site as fallback, localText, phoneHref } from '../../../lib/site';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { siteQuery } from '../api';
import { ContactForm } from '../components/ContactForm';

export default function ContactPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const site = useQuery(siteQuery()).data;
  const phone = site?.phone ?? fallback.phone;
  const email = site?.email ?? fallback.email;
  const address = site ? localText(site, lang, 'address') : '';
  return (
    <PublicPage title={t('content.contact.title')} lead={t('content.contact.lead')} wide>
      <SimpleGrid cols={{ base: 1, sm: address ? 3 : 2 }}>
        <Card withBorder radius="lg" padding="lg">
          <IconPhone size={28} aria-hidden />
          <Title order={2} size="h4" mt="xs">
            {t('about.phone')}
          </Title>
          <Anchor href={phoneHref(phone)} size="lg">
            {phone}
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
          <Anchor href={`mailto:${email}`} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Anchor>
          <Text size="sm" c="dimmed" mt={4}>
            {t('content.contact.reply')}
          </Text>
        </Card>
        {address && (
          <Card withBorder radius="lg" padding="lg">
            <IconMapPin size={28} aria-hidden />
            <Title order={2} size="h4" mt="xs">
              {t('content.contact.address')}
            </Title>
            <Text>{address}</Text>
          </Card>
        )}
      </SimpleGrid>
      <section aria-labelledby="contact-form-title" style={{ maxWidth: 640 }}>
        <Title order={2} id="contact-form-title" mb="md">
          {t('content.contact.formTitle')}
        </Title>
        <ContactForm />
      </section>
    </PublicPage>
  );
}
