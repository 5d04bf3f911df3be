import { Button, CopyButton, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconLink } from '@tabler/icons-react';
import { Alert } from '../../../components/feedback';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useSendPayLink } from '../assistance-api';

/**
 * Instead of cash: a link anyone can pay the athlete's registration fee with, e-mailed to the athlete
 * or guardian where there is an address, and shown here to copy or to scan off the screen.
 */
export function PayLinkPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const link = useSendPayLink(userId);
  const data = link.data;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="pay-link-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="pay-link-heading">
          {t('districtAssist.payLink.title')}
        </Title>
        <Text>{t('districtAssist.payLink.intro')}</Text>
        {link.isError && <Alert color="red">{errorText(t, link.error)}</Alert>}
        {data && (
          <Stack gap="xs">
            <Text role="status">
              {data.emailedTo
                ? t('districtAssist.payLink.emailed', { email: data.emailedTo })
                : t('districtAssist.payLink.notEmailed')}
            </Text>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t('districtAssist.payLink.address')}
                value={data.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: '1 1 16rem' }}
              />
              <CopyButton value={data.url}>
                {({ copied, copy }) => (
                  <Button variant="light" leftSection={<IconCopy size={18} aria-hidden />} onClick={copy}>
                    {copied ? t('districtAssist.payLink.copied') : t('districtAssist.payLink.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qrSvg)}`}
              alt={t('districtAssist.payLink.qrAlt')}
              w={180}
              h={180}
            />
            <Text size="sm" fw={500}>
              {t('districtAssist.payLink.expires', { date: formatDate(data.expiresAt) })}
            </Text>
          </Stack>
        )}
        <Button
          variant={data ? 'default' : 'filled'}
          leftSection={<IconLink size={18} aria-hidden />}
          loading={link.isPending}
          onClick={() => link.mutate()}
          style={{ alignSelf: 'flex-start' }}
        >
          {data ? t('districtAssist.payLink.again') : t('districtAssist.payLink.make')}
        </Button>
      </Stack>
    </Paper>
  );
}
