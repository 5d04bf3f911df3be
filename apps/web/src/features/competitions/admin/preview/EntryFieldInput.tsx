import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FormField } from '@para/contract';
import { IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../../lib/i18n';

/**
 * One question of an entry form as the athlete answers it. Shared by the builder's live preview and
 * (later) the athlete's form: the definition comes from the contract, the answer and its error from the
 * caller. Labels and help are in Hindi when the reader reads Hindi and the administrator wrote one.
 */

export type AnswerDraft = Record<string, unknown>;

export interface EntryFieldInputProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Message keys by field key, or `key.part` inside an escort's details. */
  errors?: Record<string, string>;
  /** How a file question is answered; the preview shows a button that uploads nothing. */
  renderFile?: (field: FormField) => ReactNode;
  /** Prefix of the inputs' ids, so two renderings on one page do not clash. */
  idPrefix?: string;
}

export const localText = (language: string, english: string, hindi: string | undefined) =>
  language === 'hi' && hindi?.trim() ? hindi : english;

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);
const asEscort = (value: unknown) =>
  (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, string>;

export function EntryFieldInput({
  field,
  value,
  onChange,
  errors = {},
  renderFile,
  idPrefix = 'entry',
}: EntryFieldInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const label = localText(language, field.label, field.labelHi) || t('competitionsForm.untitled');
  const description = localText(language, field.help ?? '', field.helpHi) || undefined;
  const errorOf = (key: string) => (errors[key] ? messageText(errors[key]) : undefined);
  const error = errorOf(field.key);
  const id = `${idPrefix}-${field.key}`;
  const common = { id, label, description, error, withAsterisk: field.required };

  switch (field.type) {
    case 'short_text':
      return (
        <TextInput
          {...common}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'long_text':
      return (
        <Textarea
          {...common}
          rows={3}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          min={field.min}
          max={field.max}
          allowDecimal={!field.integer}
          onChange={onChange}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'single_choice':
      return (
        <Radio.Group {...common} value={asText(value)} onChange={onChange}>
          <Stack gap={6} mt="xs">
            {field.options.map((option, index) => (
              <Radio
                // biome-ignore lint/suspicious/noArrayIndexKey: options being typed may share a value
                key={index}
                value={option.value}
                label={localText(language, option.label, option.labelHi) || option.value}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group {...common} value={asList(value)} onChange={onChange}>
          <Stack gap={6} mt="xs">
            {field.options.map((option, index) => (
              <Checkbox
                // biome-ignore lint/suspicious/noArrayIndexKey: options being typed may share a value
                key={index}
                value={option.value}
                label={localText(language, option.label, option.labelHi) || option.value}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'yes_no':
      return (
        <Radio.Group
          {...common}
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(choice) => onChange(choice === 'yes')}
        >
          <Group gap="lg" mt="xs">
            <Radio value="yes" label={t('competitionsForm.yes')} />
            <Radio value="no" label={t('competitionsForm.no')} />
          </Group>
        </Radio.Group>
      );
    case 'declaration':
      return (
        <Checkbox
          id={id}
          label={label}
          description={description}
          error={error}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'file':
      return (
        <Stack gap={4}>
          <Text component="span" fw={500} size="sm">
            {label}
            {field.required && (
              <Text component="span" c="red.9" aria-hidden>
                {' *'}
              </Text>
            )}
          </Text>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
          {renderFile ? (
            renderFile(field)
          ) : (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-label={`${t('competitionsForm.chooseFile')}: ${label}`}
              disabled
              w="fit-content"
            >
              {t('competitionsForm.chooseFile')}
            </Button>
          )}
          {error && (
            <Text c="red.9" size="sm">
              {error}
            </Text>
          )}
        </Stack>
      );
    case 'escort': {
      const escort = asEscort(value);
      const part = (name: 'name' | 'phone' | 'relation') => (
        <TextInput
          id={`${id}-${name}`}
          label={t(`competitionsForm.escort.${name}`)}
          type={name === 'phone' ? 'tel' : 'text'}
          withAsterisk={field.required}
          value={escort[name] ?? ''}
          error={errorOf(`${field.key}.${name}`)}
          onChange={(event) => onChange({ ...escort, [name]: event.currentTarget.value })}
        />
      );
      return (
        <Fieldset legend={label} variant="unstyled">
          <Stack gap="xs">
            {description && (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            )}
            {part('name')}
            {part('phone')}
            {part('relation')}
            {error && (
              <Text c="red.9" size="sm">
                {error}
              </Text>
            )}
          </Stack>
        </Fieldset>
      );
    }
  }
}
