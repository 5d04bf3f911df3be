import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translation';

/**
 * Several accounts share the mobile number (a parent's phone for two children, a coach's): one button
 * each, named by the account's name. The heading takes focus so a screen reader says why the list came.
 */
export function AccountChoice({
  accounts,
  onChoose,
  pending,
}: {
  accounts: { _id: string; name: string }[];
  onChoose: (userId: string) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="account-choice-heading">
      <Stack gap="sm">
        <h2 id="account-choice-heading" ref={heading} tabIndex={-1} style={{ fontSize: '1.1rem', margin: 0 }}>
          {t('auth.chooseAccount')}
        </h2>
        <Text size="sm">{t('auth.chooseAccountHint')}</Text>
        {accounts.map((account) => (
          <Button
            key={account._id}
            variant="default"
            onClick={() => onChoose(account._id)}
            disabled={pending}
          >
            {t('auth.signInAs', { name: account.name })}
          </Button>
        ))}
      </Stack>
    </section>
  );
}
