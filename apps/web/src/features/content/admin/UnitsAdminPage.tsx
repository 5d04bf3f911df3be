import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { contentRoutes, type DistrictUnit, defaultDistricts, districtUnitInput } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { fieldProps } from '../../../lib/form';
import { useTranslation } from '../../../lib/translation';
import { adminUnitsQuery } from './admin-api';
import { ContentForm, useItemForm } from './ContentForm';
import { InlineEditedList } from './ContentList';

export default function UnitsAdminPage() {
  const { t } = useTranslation();
  const query = useQuery(adminUnitsQuery());
  return (
    <InlineEditedList
      title={t('pages.contentUnits')}
      newLabel={t('contentAdmin.units.new')}
      query={query}
      deleteRoute={contentRoutes.adminUnitDelete}
      nameOf={(unit) => unit.district}
      columns={[
        { header: t('contentAdmin.units.district'), cell: (unit) => unit.district },
        { header: t('contentAdmin.units.secretary'), cell: (unit) => unit.secretaryName },
        { header: t('contentAdmin.units.phone'), cell: (unit) => unit.phone },
      ]}
      editor={(unit, done) => <UnitForm unit={unit} onDone={done} />}
    />
  );
}

function UnitForm({ unit, onDone }: { unit: DistrictUnit | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, frame } = useItemForm(unit, [contentRoutes.adminUnitCreate, contentRoutes.adminUnitUpdate], {
    initialValues: {
      district: unit?.district ?? '',
      secretaryName: unit?.secretaryName ?? '',
      phone: unit?.phone ?? '',
      email: unit?.email ?? '',
      address: unit?.address ?? '',
    },
    schema: districtUnitInput,
    onSaved: onDone,
  });
  return (
    <ContentForm
      {...frame}
      heading={unit ? t('contentAdmin.units.edit') : t('contentAdmin.units.new')}
      maw={640}
      secondary={{ label: t('contentAdmin.cancel'), onClick: onDone }}
    >
      <NativeSelect
        {...fieldProps(form, 'district')}
        label={t('contentAdmin.units.district')}
        data={[{ value: '', label: '—' }, ...defaultDistricts.map((name) => ({ value: name, label: name }))]}
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
    </ContentForm>
  );
}
