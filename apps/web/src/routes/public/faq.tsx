import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../components/public/PublicPage';

interface Question {
  q: string;
  a: string;
}

export default function FaqPage() {
  const { t } = useTranslation();
  const value = t('content.faq.items', { returnObjects: true });
  const items = Array.isArray(value) ? (value as Question[]) : [];
  return (
    <PublicPage title={t('content.faq.title')} lead={t('content.faq.lead')}>
      {items.map((item) => (
        <Stack key={item.q} gap={4} component="section">
          <Title order={2} size="h4">
            {item.q}
          </Title>
          <Text>{item.a}</Text>
        </Stack>
      ))}
    </PublicPage>
  );
}
