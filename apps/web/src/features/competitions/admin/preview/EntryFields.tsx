import { Stack } from '@mantine/core';
import { type FormField, validateAnswers } from '@para/contract';
import { type AnswerDraft, EntryFieldInput, type EntryFieldInputProps } from './EntryFieldInput';

/**
 * The extra questions of an entry form, in order, each shown only when its "show only if" holds for
 * the answers so far: `validateAnswers` decides which are shown, as the server does.
 */
export function EntryFields({
  fields,
  answers,
  onChange,
  errors,
  renderFile,
  idPrefix,
}: {
  fields: FormField[];
  answers: AnswerDraft;
  onChange: (answers: AnswerDraft) => void;
} & Pick<EntryFieldInputProps, 'errors' | 'renderFile' | 'idPrefix'>) {
  const shown = new Set(validateAnswers(fields, answers).shown);
  return (
    <Stack gap="md">
      {fields
        // The position keeps React's keys apart while a key is being typed twice in the builder.
        .map((field, index) => ({ field, id: `${index}-${field.key}` }))
        .filter(({ field }) => shown.has(field.key))
        .map(({ field, id }) => (
          <EntryFieldInput
            key={id}
            field={field}
            value={answers[field.key]}
            onChange={(value) => onChange({ ...answers, [field.key]: value })}
            errors={errors}
            renderFile={renderFile}
            idPrefix={idPrefix}
          />
        ))}
    </Stack>
  );
}
