import { Text } from '@mantine/core';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../../components/admin/ConfirmDialog';
import { useTranslation } from '../../../../lib/translation';

/**
 * Asks before the builder is left with changes not saved: a dialog for links inside the app, the
 * browser's own question for a reload or a closed tab. `leaving` is set once saved, to pass unasked.
 */
export function LeaveGuard({ dirty, leaving }: { dirty: boolean; leaving: RefObject<boolean> }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, leaving]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('competitionsAdmin.leave.title')}
      confirmLabel={t('competitionsAdmin.leave.confirm')}
      confirmColor="red.9"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <Text>{t('competitionsAdmin.leave.text')}</Text>
    </ConfirmDialog>
  );
}
