import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import type { AthleteForm, CompetitionProfile } from '@para/contract';
import { formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { disciplineFacts, disciplineFee, disciplineName } from '../describe';
import { DisciplineStatus } from './DisciplineStatus';

/**
 * The disciplines of a form as checkboxes: only those the athlete may enter can be picked; the others are
 * shown, disabled, with the reason; a full one says entering puts the athlete on the waiting list. Once
 * the most disciplines one athlete may enter are picked, the rest wait until one is unpicked.
 */
export function DisciplinePicker({
  form,
  profile,
  value,
  onChange,
  error,
}: {
  form: AthleteForm;
  profile?: CompetitionProfile | undefined;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const max = form.maxDisciplines;
  const atMax = max !== null && value.length >= max;
  const toggle = (key: string, checked: boolean) =>
    onChange(checked ? [...value, key] : value.filter((item) => item !== key));
  const errorId = 'disciplines-error';
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      aria-describedby={error ? errorId : 'disciplines-hint'}
    >
      <legend>
        <Text component="span" fw={700} size="lg">
          {t('competitionEntry.form.disciplines')}{' '}
          <Text component="span" c="red.8" aria-hidden>
            *
          </Text>
        </Text>
      </legend>
      <Text size="sm" c="dimmed" id="disciplines-hint" mb="xs">
        {max === null
          ? t('competitionEntry.form.disciplinesHint')
          : t('competitionEntry.form.disciplinesHintMax', { count: max })}
      </Text>
      {atMax && (
        <Text size="sm" role="status" mb="xs">
          {t('competitionEntry.form.atMax', { count: max })}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.9" id={errorId} role="alert" mb="xs">
          {error}
        </Text>
      )}
      <Stack gap="xs">
        {form.disciplines.map((discipline) => {
          const checked = value.includes(discipline.key);
          const describedBy = `discipline-${discipline.key}-about`;
          return (
            <Paper key={discipline.key} withBorder radius="sm" p="sm">
              <Checkbox
                id={`discipline-${discipline.key}`}
                data-path={`disciplines.${discipline.key}`}
                label={disciplineName(discipline)}
                checked={checked}
                disabled={!discipline.eligible || (!checked && atMax)}
                onChange={(event) => toggle(discipline.key, event.currentTarget.checked)}
                aria-describedby={describedBy}
                styles={{ label: { fontWeight: 600 } }}
              />
              <Stack gap={2} pl={32} mt={4} id={describedBy}>
                <Text size="xs" c="dimmed">
                  {disciplineFacts(t, discipline)} ·{' '}
                  {t('competitionEntry.form.disciplineFee', {
                    amount: formatMoney(disciplineFee(form, discipline)),
                  })}
                </Text>
                <DisciplineStatus discipline={discipline} form={form} profile={profile} />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </fieldset>
  );
}
