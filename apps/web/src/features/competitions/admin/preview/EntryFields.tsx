import { Stack } from '@mantine/core';
import { type FormField, validateAnswers } from '@para/contract';
import { AnswerField } from '../../components/AnswerField';

export type AnswerDraft = Record<string, unknown>;

/**
 * The extra questions of an entry form, in order, each shown only when its "show only if" holds for
 * the answers so far (`validateAnswers` decides, as on the server). Each is drawn by the athletes' own
 * `AnswerField`, so the preview is the athlete's form, not a likeness of it.
 */
export function EntryFields({
  fields,
  answers,
  onChange,
  errors = {},
}: {
  fields: FormField[];
  answers: AnswerDraft;
  onChange: (answers: AnswerDraft) => void;
  errors?: Record<string, string>;
}) {
  const shown = new Set(validateAnswers(fields, answers).shown);
  return (
    <Stack gap="md">
      {fields
        // The position keeps React's keys apart while a key is being typed twice in the builder.
        .map((field, index) => ({ field, id: `${index}-${field.key}` }))
        .filter(({ field }) => shown.has(field.key))
        .map(({ field, id }) => (
          <AnswerField
            key={id}
            field={field}
            value={answers[field.key]}
            onChange={(value) => onChange({ ...answers, [field.key]: value })}
            errors={errors}
          />
        ))}
    </Stack>
  );
}
