import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { DistrictSecretary } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import type { Column } from '../../../components/DataTable';
import { ListTable } from '../../../components/DataTable';
import { Alert, QueryError } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { registrationOptionsQuery } from '../../../lib/registration-queries';
import { useTranslation } from '../../../lib/translation';
import { secretariesQuery, useAppointSecretary, useRemoveSecretary } from '../api';

/** /admin/district-secretaries: who works for which district; appointing, changing and ending the role. */
export default function DistrictSecretariesPage() {
  const { t } = useTranslation();
  const secretaries = useQuery(secretariesQuery());
  const options = useQuery(registrationOptionsQuery());
  const appoint = useAppointSecretary();
  const remove = useRemoveSecretary();
  const [email, setEmail] = useState('');
  const [districts, setDistricts] = useState<string[]>([]);
  const [removing, setRemoving] = useState<DistrictSecretary | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    appoint.mutate(
      { email: email.trim(), districts },
      {
        onSuccess: (secretary) => {
          toast.success(t('districtUnit.secretaries.appointed', { name: secretary.name }));
          setEmail('');
          setDistricts([]);
        },
      },
    );
  };

  const edit = (secretary: DistrictSecretary) => {
    setEmail(secretary.email);
    setDistricts(secretary.districts);
    appoint.reset();
    emailInput.current?.focus();
  };

  const columns: Column<DistrictSecretary>[] = [
    {
      header: t('admin.columns.name'),
      cell: (item) => (
        <>
          <Text fw={600}>{item.name}</Text>
          <Text size="xs" c="dimmed">
            {item.email} · {item.phone}
          </Text>
        </>
      ),
    },
    { header: t('districtUnit.secretaries.districts'), cell: (item) => item.districts.join(', ') },
    {
      header: t('districtUnit.secretaries.actions'),
      cell: (item) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => edit(item)}
            aria-label={t('districtUnit.secretaries.changeOf', { name: item.name })}
          >
            {t('districtUnit.secretaries.change')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            onClick={() => setRemoving(item)}
            aria-label={t('districtUnit.secretaries.removeOf', { name: item.name })}
          >
            {t('districtUnit.secretaries.remove')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={t('pages.districtSecretaries')} intro={t('districtUnit.secretaries.intro')} />
      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="appoint-heading">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={2} size="h3" id="appoint-heading">
              {t('districtUnit.secretaries.appointTitle')}
            </Title>
            <TextInput
              ref={emailInput}
              type="email"
              label={t('districtUnit.secretaries.email')}
              description={t('districtUnit.secretaries.emailHint')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              required
              autoComplete="off"
              maw={420}
            />
            <Checkbox.Group
              label={t('districtUnit.secretaries.districts')}
              description={t('districtUnit.secretaries.districtsHint')}
              value={districts}
              onChange={setDistricts}
              required
            >
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" mt="xs">
                {(options.data?.districts ?? []).map((name) => (
                  <Checkbox key={name} value={name} label={name} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            {appoint.isError && (
              <Alert color="red" title={t('districtUnit.secretaries.notSaved')}>
                {errorText(t, appoint.error)}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={appoint.isPending}>
                {t('districtUnit.secretaries.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <section aria-labelledby="secretaries-heading">
        <Title order={2} size="h3" id="secretaries-heading" mb="sm">
          {t('districtUnit.secretaries.listTitle')}
        </Title>
        {secretaries.isError && !secretaries.data ? (
          <QueryError
            error={secretaries.error}
            onRetry={() => void secretaries.refetch()}
            title={t('districtUnit.loadFailed')}
          />
        ) : (
          <ListTable
            label={t('districtUnit.secretaries.listTitle')}
            columns={columns}
            rows={secretaries.data}
            rowKey={(item) => item._id}
            empty={t('districtUnit.secretaries.empty')}
            busy={secretaries.isFetching}
          />
        )}
      </section>
      <ConfirmDialog
        opened={removing !== null}
        title={t('districtUnit.secretaries.removeTitle')}
        confirmLabel={t('districtUnit.secretaries.remove')}
        confirmColor="red.8"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing._id, {
            onSuccess: () => {
              toast.success(t('districtUnit.secretaries.removed', { name: removing.name }));
              setRemoving(null);
            },
            onError: (error) => toast.error(errorText(t, error)),
          })
        }
      >
        {removing
          ? t('districtUnit.secretaries.removeText', {
              name: removing.name,
              districts: removing.districts.join(', '),
            })
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
