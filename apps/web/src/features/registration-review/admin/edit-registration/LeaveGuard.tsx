import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../../components/admin/ConfirmDialog';
import { useTranslation } from '../../../../lib/translation';
import type { PageNumber } from './use-admin-page-save';

/**
 * Asks before the editor is left with values that are not saved: a dialog for links inside the app,
 * the browser's own question for a reload or a closed tab.
 */
export function LeaveGuard({ unsavedPages }: { unsavedPages: PageNumber[] }) {
  const { t } = useTranslation();
  const active = unsavedPages.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('adminEdit.leave.title')}
      confirmLabel={t('adminEdit.leave.confirm')}
      confirmColor="red.9"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <Text>
        {t('adminEdit.leave.text', {
          pages: unsavedPages.map((page) => t('adminEdit.tab', { n: page })).join(', '),
        })}
      </Text>
    </ConfirmDialog>
  );
}
