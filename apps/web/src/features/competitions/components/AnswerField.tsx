import { Checkbox, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { FormField } from '@para/contract';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { localized } from '../describe';
import { FileAnswer } from './FileAnswer';

export type AnswerErrors = Record<string, string>;

interface AnswerFieldProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Field key (or `key.part` inside an escort) → message key or text. */
  errors: AnswerErrors;
  /**
   * The form a file answer is uploaded to. Only the athlete's form gives it; without it (the
   * administrators' preview) a file question is shown disabled and nothing is uploaded.
   */
  uploadFormId?: string;
}

/** The DOM id of a field's control (of its first control for a group), for focusing an error. */
export const answerControlId = (path: string) => `answer-${path.replace(/\./g, '-')}`;

/** Focus on the control of an answer's path (an escort's first input when the escort as a whole is at fault). */
export function focusAnswer(path: string): boolean {
  const node =
    document.getElementById(answerControlId(path)) ??
    document.getElementById(answerControlId(`${path}.name`));
  node?.focus();
  return node !== null;
}

const errorOf = (errors: AnswerErrors, path: string) =>
  errors[path] ? messageText(errors[path]) : undefined;
const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** One extra question of an entry form, drawn by its type with its label, help text and required mark. */
export function AnswerField({ field, value, onChange, errors, uploadFormId }: AnswerFieldProps) {
  const { t } = useTranslation();
  // A question still being written in the builder's preview may have no label yet.
  const label = localized(field.label, field.labelHi) || t('competitionsForm.untitled');
  const help = field.help ? localized(field.help, field.helpHi) : undefined;
  const common = {
    id: answerControlId(field.key),
    label,
    description: help,
    withAsterisk: field.required,
    error: errorOf(errors, field.key),
  };
  switch (field.type) {
    case 'short_text':
      return (
        <TextInput
          {...common}
          value={asText(value)}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'long_text':
      return (
        <Textarea
          {...common}
          value={asText(value)}
          maxLength={field.maxLength}
          autosize
          minRows={3}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <TextInput
          {...common}
          inputMode={field.integer ? 'numeric' : 'decimal'}
          value={asText(value)}
          maw={240}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={asText(value)}
          maw={240}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'single_choice':
    case 'yes_no': {
      const options =
        field.type === 'yes_no'
          ? [
              { value: 'yes', label: t('competitionEntry.answers.yes') },
              { value: 'no', label: t('competitionEntry.answers.no') },
            ]
          : field.options.map((option) => ({
              value: option.value,
              label: localized(option.label, option.labelHi),
            }));
      const current =
        field.type === 'yes_no' ? (value === true ? 'yes' : value === false ? 'no' : '') : asText(value);
      return (
        <Radio.Group
          label={label}
          description={help}
          withAsterisk={field.required}
          error={common.error}
          value={current}
          onChange={(next) => onChange(field.type === 'yes_no' ? next === 'yes' : next)}
        >
          <Group gap="md" mt="xs">
            {options.map((option, index) => (
              <Radio
                key={option.value}
                id={index === 0 ? common.id : undefined}
                value={option.value}
                label={option.label}
              />
            ))}
          </Group>
        </Radio.Group>
      );
    }
    case 'multiple_choice':
      return (
        <Checkbox.Group
          label={label}
          description={help}
          withAsterisk={field.required}
          error={common.error}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
        >
          <Stack gap={6} mt="xs">
            {field.options.map((option, index) => (
              <Checkbox
                key={option.value}
                id={index === 0 ? common.id : undefined}
                value={option.value}
                label={localized(option.label, option.labelHi)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'declaration':
      return (
        <Checkbox
          id={common.id}
          label={label}
          description={help}
          checked={value === true}
          error={common.error}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'escort':
      return <EscortField field={field} value={value} onChange={onChange} errors={errors} />;
    case 'file':
      return (
        <FileAnswer
          controlId={common.id}
          fieldKey={field.key}
          label={label}
          help={help}
          required={field.required}
          error={errors[field.key]}
          value={value}
          onChange={onChange}
          formId={uploadFormId}
        />
      );
  }
}

const escortParts = ['name', 'phone', 'relation'] as const;

/** A guide's or escort's details: name, mobile number and relation, each its own labelled input. */
function EscortField({ field, value, onChange, errors }: AnswerFieldProps) {
  const { t } = useTranslation();
  const current = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const help = field.help ? localized(field.help, field.helpHi) : undefined;
  const legendError = errorOf(errors, field.key);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend>
        <Text component="span" fw={500} size="sm">
          {localized(field.label, field.labelHi)}
          {field.required && (
            <Text component="span" c="red.8" aria-hidden>
              {' *'}
            </Text>
          )}
        </Text>
      </legend>
      {help && (
        <Text size="xs" c="dimmed" mb={4}>
          {help}
        </Text>
      )}
      {legendError && (
        <Text size="sm" c="red.9" role="alert" mb={4}>
          {legendError}
        </Text>
      )}
      <Stack gap="xs">
        {escortParts.map((part) => (
          <TextInput
            key={part}
            id={answerControlId(`${field.key}.${part}`)}
            label={t(`competitionEntry.answers.escort.${part}`)}
            withAsterisk={field.required}
            type={part === 'phone' ? 'tel' : 'text'}
            inputMode={part === 'phone' ? 'tel' : undefined}
            autoComplete="off"
            value={asText(current[part])}
            error={errorOf(errors, `${field.key}.${part}`)}
            onChange={(event) => onChange({ ...current, [part]: event.currentTarget.value })}
          />
        ))}
      </Stack>
    </fieldset>
  );
}
