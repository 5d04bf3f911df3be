import { Alert, Button, Group, NativeSelect, Stack, Table, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type DistrictUnit,
  type DistrictUnitInput,
  defaultDistricts,
  districtUnitInput,
  routes,
} from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerError, fieldProps, focusFirstError } from '../../../lib/form';
import { messageText } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { QueryState } from '../components/QueryState';
import { AdminFrame } from './AdminFrame';
import { adminUnitsQuery, useContentWrite } from './admin-api';

const blank: DistrictUnitInput = { district: '', secretaryName: '', phone: '', email: '', address: '' };

export function UnitsAdmin() {
  const { t } = useTranslation();
  const query = useQuery(adminUnitsQuery());
  const [editing, setEditing] = useState<DistrictUnit | 'new' | null>(null);
  const remove = useContentWrite(routes.adminUnitDelete);
  const onDelete = async (unit: DistrictUnit) => {
    if (!window.confirm(t('contentAdmin.confirmDelete', { title: unit.district }))) return;
    await remove.mutateAsync({ params: { id: unit._id } }).then(
      () => toast.success('contentAdmin.deleted'),
      (error: Error) => toast.error(error.message),
    );
  };
  return (
    <AdminFrame
      title={t('pages.contentUnits')}
      actions={
        editing === null && <Button onClick={() => setEditing('new')}>{t('contentAdmin.units.new')}</Button>
      }
    >
      {editing !== null && (
        <UnitForm
          key={editing === 'new' ? 'new' : editing._id}
          unit={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState query={query}>
        {(rows) => (
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contentAdmin.units.district')}</Table.Th>
                  <Table.Th>{t('contentAdmin.units.secretary')}</Table.Th>
                  <Table.Th>{t('contentAdmin.units.phone')}</Table.Th>
                  <Table.Th>{t('contentAdmin.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((unit) => (
                  <Table.Tr key={unit._id}>
                    <Table.Td>{unit.district}</Table.Td>
                    <Table.Td>{unit.secretaryName}</Table.Td>
                    <Table.Td>{unit.phone}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          variant="default"
                          size="compact-md"
                          onClick={() => setEditing(unit)}
                          aria-label={t('contentAdmin.editNamed', { title: unit.district })}
                        >
                          {t('contentAdmin.edit')}
                        </Button>
                        <Button
                          variant="default"
                          size="compact-md"
                          onClick={() => void onDelete(unit)}
                          aria-label={t('contentAdmin.deleteNamed', { title: unit.district })}
                        >
                          {t('contentAdmin.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </AdminFrame>
  );
}

function UnitForm({ unit, onDone }: { unit: DistrictUnit | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const create = useContentWrite(routes.adminUnitCreate);
  const update = useContentWrite(routes.adminUnitUpdate);
  const form = useForm<DistrictUnitInput>({
    initialValues: unit
      ? {
          district: unit.district,
          secretaryName: unit.secretaryName,
          phone: unit.phone,
          email: unit.email,
          address: unit.address,
        }
      : blank,
    validate: zod4Resolver(districtUnitInput),
  });
  const submit = form.onSubmit(
    async (values) => {
      try {
        if (unit) await update.mutateAsync({ params: { id: unit._id }, body: values });
        else await create.mutateAsync({ body: values });
        toast.success('contentAdmin.saved');
        onDone();
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="unit-form-title">
      <Stack gap="sm" maw={640} p="md" bd="1px solid gray.4" style={{ borderRadius: 8 }}>
        <Title order={2} size="h3" id="unit-form-title">
          {unit ? t('contentAdmin.units.edit') : t('contentAdmin.units.new')}
        </Title>
        {alert && (
          <Alert color="red" role="alert">
            {messageText(alert)}
          </Alert>
        )}
        <NativeSelect
          {...fieldProps(form, 'district')}
          label={t('contentAdmin.units.district')}
          data={[
            { value: '', label: '—' },
            ...defaultDistricts.map((name) => ({ value: name, label: name })),
          ]}
          withAsterisk
        />
        <TextInput
          {...fieldProps(form, 'secretaryName')}
          label={t('contentAdmin.units.secretary')}
          withAsterisk
        />
        <TextInput
          {...fieldProps(form, 'phone')}
          label={t('contentAdmin.units.phone')}
          type="tel"
          withAsterisk
        />
        <TextInput
          {...fieldProps(form, 'email')}
          label={t('contentAdmin.units.email')}
          type="email"
          withAsterisk
        />
        <Textarea
          {...fieldProps(form, 'address')}
          label={t('contentAdmin.units.address')}
          autosize
          minRows={2}
        />
        <Group>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('contentAdmin.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('contentAdmin.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
