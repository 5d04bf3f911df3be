import { SimpleGrid, Text } from '@mantine/core';
import type { FormField } from '@para/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format';
import { localText } from '../preview/EntryFieldInput';

type Answer = string | number | boolean | string[] | { name: string; phone: string; relation: string };

/**
 * An entry's answers, each under its question's label. Answers to a question since removed from the
 * form are still shown, under their key (editing a form never loses what was answered).
 */
export function AnswerList({ fields, answers }: { fields: FormField[]; answers: Record<string, Answer> }) {
  const { t, i18n } = useTranslation();
  const known = new Set(fields.map((field) => field.key));
  const rows: [string, string][] = fields
    .filter((field) => field.key in answers)
    .map((field) => [
      localText(i18n.language, field.label, field.labelHi),
      readable(field, answers[field.key] as Answer),
    ]);
  for (const [key, value] of Object.entries(answers)) {
    if (!known.has(key)) rows.push([key, readable(undefined, value)]);
  }
  if (rows.length === 0) return <Text size="sm">{t('competitionsForm.noAnswers')}</Text>;

  function readable(field: FormField | undefined, value: Answer): string {
    if (typeof value === 'boolean') {
      if (field?.type === 'declaration') return t('competitionsForm.declared');
      return value ? t('competitionsForm.yes') : t('competitionsForm.no');
    }
    if (Array.isArray(value)) return value.map((item) => optionLabel(field, item)).join(', ');
    if (typeof value === 'object') return `${value.name} (${value.relation}), ${value.phone}`;
    if (field?.type === 'date') return formatDate(String(value)) || String(value);
    if (field?.type === 'single_choice') return optionLabel(field, String(value));
    if (field?.type === 'file') return t('competitionsForm.file', { id: value });
    return String(value);
  }

  function optionLabel(field: FormField | undefined, value: string): string {
    const option =
      field && 'options' in field ? field.options.find((candidate) => candidate.value === value) : undefined;
    return option ? localText(i18n.language, option.label, option.labelHi) : value;
  }

  return (
    <SimpleGrid component="dl" cols={1} spacing="xs" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
