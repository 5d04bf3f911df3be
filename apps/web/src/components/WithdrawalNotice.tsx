import { Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/registration-format';
import { registrationDataQuery } from '../lib/registration-queries';
import { Notice } from './Notice';

/**
 * Says that the registration stands withdrawn because its fee was refunded (docs/decisions/0012):
 * the card is no longer valid, and paying again sends the registration back to review.
 */
export function WithdrawalNotice() {
  const { t } = useTranslation();
  const withdrawal = useQuery(registrationDataQuery()).data?.withdrawal;
  if (!withdrawal) return null;
  return (
    <Notice
      color="orange"
      variant="light"
      icon={<IconReceiptRefund aria-hidden />}
      title={t('withdrawal.title')}
      role="region"
      aria-label={t('withdrawal.title')}
    >
      <Text size="sm">{t('withdrawal.text', { date: formatDay(withdrawal.at) })}</Text>
      <Text size="sm" mt={4}>
        {t('withdrawal.again')}
      </Text>
    </Notice>
  );
}
