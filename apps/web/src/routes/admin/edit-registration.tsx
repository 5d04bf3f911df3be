import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { registrationQuery, useAdminSavePage } from '../../features/admin/api';
import { ErrorState } from '../../features/admin/components/DataTable';
import { PageHeader } from '../../features/admin/components/PageHeader';
import { flatten, unflatten } from '../../features/admin/flatten';
import { adminExtraPaths, reviewPath } from '../../features/admin/paths';
import { isApiError } from '../../lib/api';
import { i18n, messageText } from '../../lib/i18n';
import { toast } from '../../lib/notify';

type Flat = Record<string, string | number | boolean>;

/** A label for a field path: the registration form's own label when it has one. */
function fieldLabel(page: 1 | 2 | 3, path: string): string {
  const leaf = path.split('.').filter((part) => !/^\d+$/.test(part));
  const key = `registration.page${page}.${leaf.at(-1) ?? path}`;
  const base = i18n.exists(key) ? i18n.t(key) : (leaf.at(-1) ?? path);
  const index = path.match(/\.(\d+)\./)?.[1];
  const group = leaf.length > 1 ? `${leaf.slice(0, -1).join(' › ')} › ` : '';
  return `${group}${base}${index !== undefined ? ` (${Number(index) + 1})` : ''}`;
}

function PageEditor({ userId, page, initial }: { userId: string; page: 1 | 2 | 3; initial: unknown }) {
  const { t } = useTranslation();
  const save = useAdminSavePage(userId);
  const [values, setValues] = useState<Flat>(() => flatten(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  useEffect(() => setValues(flatten(initial)), [initial]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setErrors({});
    try {
      await save.mutateAsync({ page, values: unflatten(values) });
      toast.success(t('admin.edit.saved'));
    } catch (error) {
      if (!isApiError(error)) {
        setAlert('errors.generic');
        return;
      }
      // Server paths may start with "page." (the body's field); the editor's do not.
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([path, message]) => [path.replace(/^page\./, ''), message]),
      );
      setErrors(fields);
      const unknown = Object.keys(fields).filter((path) => !(path in values));
      setAlert(
        Object.keys(fields).length === 0 || unknown.length > 0 ? error.message : 'admin.edit.fixFields',
      );
      const first = Object.keys(fields).find((path) => path in values);
      if (first) document.getElementById(`field-${page}-${first}`)?.focus();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {alert && (
          <Alert color="red.9" role="alert" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
            {messageText(alert)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {Object.entries(values).map(([path, value]) => {
            const id = `field-${page}-${path}`;
            const error = errors[path] ? messageText(errors[path]) : undefined;
            const label = fieldLabel(page, path);
            if (typeof value === 'boolean')
              return (
                <Checkbox
                  key={path}
                  id={id}
                  label={label}
                  checked={value}
                  error={error}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setValues((current) => ({ ...current, [path]: checked }));
                  }}
                />
              );
            if (typeof value === 'number')
              return (
                <NumberInput
                  key={path}
                  id={id}
                  label={label}
                  value={value}
                  error={error}
                  onChange={(next) => setValues((current) => ({ ...current, [path]: Number(next) }))}
                />
              );
            return (
              <TextInput
                key={path}
                id={id}
                label={label}
                value={value}
                error={error}
                type={/date/i.test(path) ? 'date' : 'text'}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setValues((current) => ({ ...current, [path]: text }));
                }}
              />
            );
          })}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('admin.edit.save', { page })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function AdminEditRegistration() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const data = useQuery(registrationQuery(userId));
  const name = data.data?.page1?.fullName;
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          name ? t('admin.edit.titleWithName', { name }) : t('pages.adminEditRegistration', { id: userId })
        }
      />
      <Alert color="blue.8" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
        {t('admin.edit.recorded')}{' '}
        <Anchor component={Link} to={`${adminExtraPaths.auditLog}?targetId=${encodeURIComponent(userId)}`}>
          {t('admin.edit.seeLog')}
        </Anchor>
      </Alert>
      <Anchor component={Link} to={reviewPath(userId)}>
        {t('admin.edit.backToReview')}
      </Anchor>
      {data.isError ? (
        <ErrorState error={data.error} onRetry={() => void data.refetch()} />
      ) : !data.data ? (
        <Text role="status">{t('common.loading')}</Text>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Tabs defaultValue="1">
            <Tabs.List aria-label={t('admin.edit.pagesLabel')}>
              {([1, 2, 3] as const).map((page) => (
                <Tabs.Tab key={page} value={String(page)}>
                  {t(`registration.sections.page${page}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {([1, 2, 3] as const).map((page) => {
              const initial = data.data[`page${page}`];
              return (
                <Tabs.Panel key={page} value={String(page)} pt="md">
                  {initial ? (
                    <PageEditor userId={userId} page={page} initial={initial} />
                  ) : (
                    <Text c="dimmed">{t('admin.edit.notFilled')}</Text>
                  )}
                </Tabs.Panel>
              );
            })}
          </Tabs>
        </Paper>
      )}
    </Stack>
  );
}
