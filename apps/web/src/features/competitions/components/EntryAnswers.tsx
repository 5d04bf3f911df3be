import { Paper, Stack, Text, Title } from '@mantine/core';
import type { EntryDetail, FormField } from '@para/contract';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import type { TFunction } from '../../../lib/translator';
import { localized } from '../describe';
import { FileAnswerLink } from './FileAnswerLink';

type AnswerValue = EntryDetail['answers'][string];

/** An answer as the athlete reads it back: option labels, yes or no, a date in words, an escort's details. */
export function answerText(t: TFunction, field: FormField, value: AnswerValue): string {
  const optionLabel = (option: string) => {
    if (field.type !== 'single_choice' && field.type !== 'multiple_choice') return option;
    const found = field.options.find((item) => item.value === option);
    return found ? localized(found.label, found.labelHi) : option;
  };
  if (Array.isArray(value)) return value.map(optionLabel).join(', ');
  if (typeof value === 'object') return [value.name, value.phone, value.relation].join(', ');
  if (field.type === 'declaration') return t('competitionEntry.answers.confirmed');
  if (typeof value === 'boolean')
    return value ? t('competitionEntry.answers.yes') : t('competitionEntry.answers.no');
  if (field.type === 'date' && typeof value === 'string') return formatDate(value);
  if (field.type === 'single_choice' && typeof value === 'string') return optionLabel(value);
  if (field.type === 'file') return t('competitionEntry.answers.fileGiven');
  return String(value);
}

/** The answers an entry gave, in the form's order; questions it was not asked are left out. */
export function EntryAnswers({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation();
  const answered = entry.form.fields.filter((field) => entry.answers[field.key] !== undefined);
  if (answered.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="answers-heading"
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="answers-heading">
          {t('competitionEntry.entry.answers')}
        </Title>
        <Stack component="dl" gap="xs" m={0}>
          {answered.map((field) => (
            <div key={field.key}>
              <Text component="dt" size="sm" c="dimmed">
                {localized(field.label, field.labelHi)}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {field.type === 'file' && typeof entry.answers[field.key] === 'string' ? (
                  <FileAnswerLink
                    fileId={entry.answers[field.key] as string}
                    label={localized(field.label, field.labelHi)}
                  />
                ) : (
                  answerText(t, field, entry.answers[field.key] as AnswerValue)
                )}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
