import { Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDay } from '../lib/format';
import { registrationDataQuery } from '../lib/registration-queries';
import { useTranslation } from '../lib/translation';
import { Alert } from './feedback';

/**
 * Says that the registration stands withdrawn because its fee was refunded: the card is no longer
 * valid, and paying again sends the registration back to review. A named region, so it is listed among
 * the page's landmarks.
 */
export function WithdrawalNotice() {
  const { t } = useTranslation();
  const withdrawal = useQuery(registrationDataQuery()).data?.withdrawal;
  if (!withdrawal) return null;
  return (
    <section aria-label={t('withdrawal.title')}>
      <Alert
        color="orange"
        icon={<IconReceiptRefund aria-hidden size={22} />}
        title={t('withdrawal.title')}
        role="note"
      >
        <Text size="sm">{t('withdrawal.text', { date: formatDay(withdrawal.at) })}</Text>
        <Text size="sm" mt={4}>
          {t('withdrawal.again')}
        </Text>
      </Alert>
    </section>
  );
}
