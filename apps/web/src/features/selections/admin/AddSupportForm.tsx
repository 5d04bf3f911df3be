import {
  Button,
  Checkbox,
  Fieldset,
  FileInput,
  Group,
  NativeSelect,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { requiredDocuments, type SupportRole, supportRoles } from '@para/contract';
import { useState } from 'react';
import { Alert } from '../../../components/feedback';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useAddSupport } from '../api';

const blank = { name: '', phone: '', athleteUid: '', diet: '', seating: '' };

/** A guide, personal assistant, coach, manager or medical person, with the documents the role needs. */
export function AddSupportForm({
  selectionId,
  athletes,
}: {
  selectionId: string;
  athletes: { uid: string; name: string }[];
}) {
  const { t } = useTranslation();
  const add = useAddSupport(selectionId);
  const [role, setRole] = useState<SupportRole>('guide');
  const [text, setText] = useState(blank);
  const [wheelchair, setWheelchair] = useState(false);
  const [fitness, setFitness] = useState<File | null>(null);
  const [registration, setRegistration] = useState<File | null>(null);
  const fields = isApiError(add.error) ? add.error.fields : {};
  const goesWithAthlete = role === 'guide' || role === 'personal_assistant';
  const needs = requiredDocuments[role];
  const input = (key: keyof typeof blank, label: string, required = false) => (
    <TextInput
      label={label}
      value={text[key]}
      required={required}
      error={fields[key] ? t('selectionsAdmin.team.fieldError') : undefined}
      onChange={(event) => setText({ ...text, [key]: event.currentTarget.value })}
    />
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        role,
        ...text,
        athleteUid: goesWithAthlete ? text.athleteUid : '',
        wheelchair,
        documents: {
          ...(fitness && needs.includes('medical_fitness') ? { medical_fitness: fitness } : {}),
          ...(registration && needs.includes('professional_registration')
            ? { professional_registration: registration }
            : {}),
        },
      },
      {
        onSuccess: () => {
          setText(blank);
          setFitness(null);
          setRegistration(null);
          toast.success(t('selectionsAdmin.team.added'));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-support">
      <Fieldset legend={<span id="add-support">{t('selectionsAdmin.team.addTitle')}</span>}>
        {add.error && <Alert message={errorText(t, add.error)} mb="sm" focusOnAppear />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('selectionsAdmin.team.role')}
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as SupportRole)}
            data={supportRoles.map((value) => ({ value, label: t(`selectionsAdmin.roles.${value}`) }))}
          />
          {goesWithAthlete && (
            <NativeSelect
              label={t('selectionsAdmin.team.athlete')}
              value={text.athleteUid}
              required
              error={fields.athleteUid ? t('refusals.TEAM_ATHLETE_UNKNOWN') : undefined}
              onChange={(event) => setText({ ...text, athleteUid: event.currentTarget.value })}
              data={[
                { value: '', label: '—' },
                ...athletes.map((athlete) => ({
                  value: athlete.uid,
                  label: `${athlete.name} (${athlete.uid})`,
                })),
              ]}
            />
          )}
          {input('name', t('selectionsAdmin.team.name'), true)}
          {input('phone', t('selectionsAdmin.team.phone'), true)}
          {input('seating', t('selectionsAdmin.team.seating'))}
          {input('diet', t('selectionsAdmin.team.diet'))}
          {needs.includes('medical_fitness') && (
            <FileInput
              label={t('selectionsAdmin.documents.medical_fitness')}
              accept="application/pdf,image/jpeg,image/png"
              value={fitness}
              onChange={setFitness}
              required
              clearable
              clearButtonProps={{
                'aria-label': t('selectionsAdmin.team.clearDocument', {
                  document: t('selectionsAdmin.documents.medical_fitness'),
                }),
              }}
              error={fields.medical_fitness ? t('selectionsAdmin.team.documentNeeded') : undefined}
            />
          )}
          {needs.includes('professional_registration') && (
            <FileInput
              label={t('selectionsAdmin.documents.professional_registration')}
              accept="application/pdf,image/jpeg,image/png"
              value={registration}
              onChange={setRegistration}
              required
              clearable
              clearButtonProps={{
                'aria-label': t('selectionsAdmin.team.clearDocument', {
                  document: t('selectionsAdmin.documents.professional_registration'),
                }),
              }}
              error={fields.professional_registration ? t('selectionsAdmin.team.documentNeeded') : undefined}
            />
          )}
        </SimpleGrid>
        <Checkbox
          mt="sm"
          label={t('selectionsAdmin.team.wheelchair')}
          checked={wheelchair}
          onChange={(event) => setWheelchair(event.currentTarget.checked)}
        />
        <Group mt="md">
          <Button type="submit" loading={add.isPending}>
            {t('selectionsAdmin.team.add')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
