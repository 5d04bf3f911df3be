import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first page's code downloads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
