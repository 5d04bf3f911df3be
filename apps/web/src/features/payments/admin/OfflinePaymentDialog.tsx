import { Button, Group, Modal, NativeSelect, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { shownEmail } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/feedback';
import { type ApiError, isApiError } from '../../../lib/api';
import { todayInIndia } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { usersQuery } from '../../admin-users';
import { useOfflinePayment } from '../api';

const methods = ['cash', 'upi', 'bank_transfer', 'cheque', 'demand_draft'] as const;

/** Record a fee paid outside the gateway: find the athlete, then method, reference, date and note. */
export function OfflinePaymentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [userId, setUserId] = useState('');
  const [method, setMethod] = useState<(typeof methods)[number]>('cash');
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(todayInIndia());
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | ApiError | null>(null);
  const users = useQuery({ ...usersQuery({ search: applied, pageSize: 10 }), enabled: applied.length >= 2 });
  const record = useOfflinePayment();

  const reset = () => {
    setSearch('');
    setApplied('');
    setUserId('');
    setReference('');
    setNote('');
    setErrors({});
    setAlert(null);
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!userId) found.userId = 'admin.payments.offline.pickUser';
    if (reference.trim().length < 2) found.reference = 'validation.required';
    if (!paidOn) found.paidOn = 'validation.date';
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    try {
      await record.mutateAsync({ userId, method, reference: reference.trim(), paidOn, note: note.trim() });
      toast.success(t('admin.payments.offline.recorded'));
      reset();
      onClose();
    } catch (error) {
      if (isApiError(error)) {
        setErrors(error.fields);
        setAlert(error);
      } else setAlert('errors.generic');
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.payments.offline.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('admin.dialog.close') }}
    >
      <Stack gap="md">
        {alert && <Alert>{messageText(alert)}</Alert>}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('admin.payments.offline.findUser')}
            description={t('admin.payments.offline.findUserHint')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                setApplied(search.trim());
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="light" onClick={() => setApplied(search.trim())}>
            {t('admin.filters.apply')}
          </Button>
        </Group>
        {applied.length >= 2 && (
          <Radio.Group
            label={t('admin.payments.offline.user')}
            value={userId}
            onChange={setUserId}
            error={errors.userId ? messageText(errors.userId) : undefined}
            withAsterisk
          >
            <Stack gap={6} mt="xs">
              {users.isPending && <Text size="sm">{t('common.loading')}</Text>}
              {users.data?.items.length === 0 && <Text size="sm">{t('admin.payments.offline.noUsers')}</Text>}
              {users.data?.items.map((user) => (
                <Radio
                  key={user._id}
                  value={user._id}
                  label={[user.name, shownEmail(user.email), user.uid].filter(Boolean).join(' — ')}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {applied.length < 2 && errors.userId && (
          <Text c="red.9" size="sm" role="alert">
            {messageText(errors.userId)}
          </Text>
        )}
        <NativeSelect
          label={t('admin.payments.offline.method')}
          value={method}
          onChange={(event) => setMethod(event.currentTarget.value as (typeof methods)[number])}
          data={methods.map((value) => ({ value, label: t(`admin.payments.methods.${value}`) }))}
        />
        <TextInput
          label={t('admin.payments.offline.reference')}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          error={errors.reference ? messageText(errors.reference) : undefined}
          withAsterisk
        />
        <TextInput
          type="date"
          label={t('admin.payments.offline.paidOn')}
          value={paidOn}
          onChange={(event) => setPaidOn(event.currentTarget.value)}
          error={errors.paidOn ? messageText(errors.paidOn) : undefined}
          withAsterisk
        />
        <Textarea
          label={t('admin.payments.offline.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          rows={3}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('admin.dialog.cancel')}
          </Button>
          <Button loading={record.isPending} onClick={() => void submit()}>
            {t('admin.payments.offline.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
