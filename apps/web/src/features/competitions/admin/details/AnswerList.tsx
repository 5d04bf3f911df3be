import { SimpleGrid, Text } from '@mantine/core';
import type { EntryDetail, FormField } from '@para/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/translation';
import { answerText } from '../../components/EntryAnswers';
import { FileAnswerLink } from '../../components/FileAnswerLink';
import { localized } from '../../describe';

type Answer = EntryDetail['answers'][string];

/**
 * An entry's answers, each under its question's label, worded as the athlete reads them back. Answers
 * to a question since removed from the form are still shown, under their key (editing a form never
 * loses what was answered).
 */
export function AnswerList({ fields, answers }: { fields: FormField[]; answers: Record<string, Answer> }) {
  const { t } = useTranslation();
  const known = new Set(fields.map((field) => field.key));
  const rows: [string, ReactNode][] = fields
    .filter((field) => field.key in answers)
    .map((field) => {
      const label = localized(field.label, field.labelHi);
      const answer = answers[field.key] as Answer;
      // A file answer is the file's id: the administrator downloads the file itself.
      return [
        label,
        field.type === 'file' && typeof answer === 'string' ? (
          <FileAnswerLink key={field.key} fileId={answer} label={label} />
        ) : (
          answerText(t, field, answer)
        ),
      ];
    });
  for (const [key, value] of Object.entries(answers)) {
    if (!known.has(key)) rows.push([key, removedAnswerText(value)]);
  }
  if (rows.length === 0) return <Text size="sm">{t('competitionsForm.noAnswers')}</Text>;

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

/** An answer whose question is gone: shown as it was stored. */
function removedAnswerText(value: Answer): string {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return [value.name, value.phone, value.relation].join(', ');
  return String(value);
}
