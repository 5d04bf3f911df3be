import { Button, Fieldset, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { SelectionDetail } from '@para/contract';
import { useState } from 'react';
import { Alert } from '../../../components/feedback';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useAddExternalMark } from '../api';

const blank = {
  uid: '',
  discipline: '',
  mark: '',
  wind: '',
  competition: '',
  date: '',
  round: '',
  proof: '',
};

/** A mark from a competition outside the state, with where it can be checked; it joins the shortlist. */
export function ExternalMarkForm({ selection }: { selection: SelectionDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const add = useAddExternalMark(selection._id);
  const [value, setValue] = useState(blank);
  const fields = isApiError(add.error) ? add.error.fields : {};
  const disciplines = [...new Map(selection.standards.map((item) => [item.discipline, item])).values()];
  const input = (key: keyof typeof blank, label: string, required = true, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      required={required}
      value={value[key]}
      error={fields[key] ? t('selectionsAdmin.outside.check') : undefined}
      onChange={(event) => setValue({ ...value, [key]: event.currentTarget.value })}
    />
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { wind, round, ...rest } = value;
    add.mutate(
      { ...rest, ...(wind ? { wind } : {}), ...(round ? { round } : {}) },
      {
        onSuccess: () => {
          setValue(blank);
          toast.success(t('selectionsAdmin.outside.added'));
        },
      },
    );
  };
  if (selection.status === 'ratified' || disciplines.length === 0) return null;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="outside-mark">
      <Fieldset legend={<span id="outside-mark">{t('selectionsAdmin.outside.title')}</span>}>
        {add.error && <Alert message={errorText(t, add.error)} mb="sm" focusOnAppear />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('uid', t('selectionsAdmin.outside.uid'))}
          <NativeSelect
            label={t('selectionsAdmin.standards.discipline')}
            required
            value={value.discipline}
            error={fields.discipline ? t('selectionsAdmin.outside.check') : undefined}
            onChange={(event) => setValue({ ...value, discipline: event.currentTarget.value })}
            data={[
              { value: '', label: '—' },
              ...disciplines.map((item) => ({
                value: item.discipline,
                label: lang === 'hi' && item.disciplineNameHi ? item.disciplineNameHi : item.disciplineName,
              })),
            ]}
          />
          {input('mark', t('selectionsAdmin.standards.mark'))}
          {input('wind', t('selectionsAdmin.outside.wind'), false)}
          {input('competition', t('selectionsAdmin.outside.competition'))}
          {input('date', t('selectionsAdmin.outside.date'), true, 'date')}
          {input('round', t('selectionsAdmin.outside.round'), false)}
          {input('proof', t('selectionsAdmin.outside.proof'))}
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" variant="default" loading={add.isPending}>
            {t('selectionsAdmin.outside.add')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
