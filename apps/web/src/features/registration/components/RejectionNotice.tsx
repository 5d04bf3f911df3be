import { Button, List, Stack, Text } from '@mantine/core';
import type { Rejection } from '@para/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/feedback';
import { formatDay } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';

/** Why the registration was sent back: a reason per page or document, the reviewer's note, and the way to fix it. */
export function RejectionNotice({ rejection, withLink }: { rejection: Rejection; withLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('registration.rejection.title')}>
      <Alert
        color="orange"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('registration.rejection.title')}
        role="note"
      >
        <Stack gap="sm">
          <Text size="sm">{t('registration.rejection.intro', { date: formatDay(rejection.decidedAt) })}</Text>
          <List spacing="xs" size="sm">
            {rejection.reasons.map((item) => (
              <List.Item key={`${item.section}-${item.reason}`}>
                <Text span fw={700} size="sm">
                  {t(`registration.sections.${item.section}`)}:
                </Text>{' '}
                {item.reason}
              </List.Item>
            ))}
          </List>
          {rejection.note && (
            <Text size="sm">
              <Text span fw={700} size="sm">
                {t('registration.rejection.note')}:
              </Text>{' '}
              {rejection.note}
            </Text>
          )}
          {withLink && (
            <Button component={Link} to={paths.editRegistration} style={{ alignSelf: 'flex-start' }}>
              {t('registration.rejection.fix')}
            </Button>
          )}
        </Stack>
      </Alert>
    </section>
  );
}
