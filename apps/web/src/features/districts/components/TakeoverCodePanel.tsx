import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import { Alert } from '../../../components/feedback';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useTakeoverCode } from '../api';
import classes from './TakeoverCodePanel.module.css';

/**
 * The one-time code with which an athlete the district registered takes the account over: shown big,
 * with a QR code of the take-over page, to print or to show on the secretary's phone. Asking again
 * makes a new code and the earlier one stops working.
 */
export function TakeoverCodePanel({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const code = useTakeoverCode(userId);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="takeover-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="takeover-heading">
          {t('districtUnit.takeover.title')}
        </Title>
        <Text>{t('districtUnit.takeover.intro')}</Text>
        {code.isError && <Alert color="red">{errorText(t, code.error)}</Alert>}
        {code.data && (
          <Stack gap="xs" className={classes.slip}>
            <Text>{t('districtUnit.takeover.for', { name })}</Text>
            <Text
              fz={28}
              fw={700}
              ff="monospace"
              aria-label={t('districtUnit.takeover.codeLabel', { code: code.data.code.split('').join(' ') })}
            >
              {code.data.code}
            </Text>
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.data.qrSvg)}`}
              alt={t('districtUnit.takeover.qrAlt')}
              w={180}
              h={180}
            />
            <Text size="sm">
              {t('districtUnit.takeover.howTo', { url: code.data.url.replace(/\?.*$/, '') })}
            </Text>
            <Text size="sm" fw={500}>
              {t('districtUnit.takeover.expires', { date: formatDate(code.data.expiresAt) })}
            </Text>
          </Stack>
        )}
        <Group gap="sm">
          <Button
            variant={code.data ? 'default' : 'filled'}
            leftSection={<IconQrcode size={18} aria-hidden />}
            loading={code.isPending}
            onClick={() => code.mutate()}
          >
            {code.data ? t('districtUnit.takeover.again') : t('districtUnit.takeover.make')}
          </Button>
          {code.data && (
            <Button
              variant="light"
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => window.print()}
            >
              {t('districtUnit.takeover.print')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
