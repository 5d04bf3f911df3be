import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { fieldProps } from '../../../../lib/form';
import { messageText } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/translation';
import type { FieldValues } from './form-values';
import type { BuilderForm } from './GeneralSection';
import { keyFrom } from './input-text';
import { MoveButtons } from './MoveButtons';

/** Types whose answer a later question's "show only if" can test. */
const testable = new Set(['short_text', 'number', 'date', 'single_choice', 'multiple_choice', 'yes_no']);

/** One extra question: its words in both languages, whether required, its options or limits, its condition. */
export function FieldEditor({ form, index, count }: { form: BuilderForm; index: number; count: number }) {
  const { t } = useTranslation();
  const fields = form.getValues().fields;
  const field = fields[index] as FieldValues;
  const path = `fields.${index}`;
  const name = field.label || t('competitionsAdmin.builder.fieldN', { n: index + 1 });
  const earlier = fields.slice(0, index).filter((other) => testable.has(other.type) && other.key);
  const target = earlier.find((other) => other.key === field.showIfField);
  const optionsError = form.errors[`${path}.options`];

  return (
    <Paper withBorder radius="md" p="md">
      <Fieldset legend={`${name} · ${t(`competitionsAdmin.fieldType.${field.type}`)}`} variant="unstyled">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...fieldProps(form, `${path}.label`)}
              label={t('competitionsAdmin.builder.fieldLabel')}
              withAsterisk
            />
            <TextInput
              {...fieldProps(form, `${path}.labelHi`)}
              label={t('competitionsAdmin.builder.fieldLabelHi')}
              lang="hi"
            />
            <Textarea
              {...fieldProps(form, `${path}.help`)}
              label={t('competitionsAdmin.builder.help')}
              rows={2}
            />
            <Textarea
              {...fieldProps(form, `${path}.helpHi`)}
              label={t('competitionsAdmin.builder.helpHi')}
              lang="hi"
              rows={2}
            />
            <TextInput
              {...fieldProps(form, `${path}.key`)}
              label={t('competitionsAdmin.builder.fieldKey')}
              description={t('competitionsAdmin.builder.fieldKeyHint')}
              withAsterisk
            />
          </SimpleGrid>
          <Checkbox
            {...form.getInputProps(`${path}.required`, { type: 'checkbox' })}
            label={t('competitionsAdmin.builder.required')}
          />
          {field.type === 'number' && (
            <Group grow align="flex-start">
              <NumberInput {...fieldProps(form, `${path}.min`)} label={t('competitionsAdmin.builder.min')} />
              <NumberInput {...fieldProps(form, `${path}.max`)} label={t('competitionsAdmin.builder.max')} />
              <Checkbox
                mt="xl"
                {...form.getInputProps(`${path}.integer`, { type: 'checkbox' })}
                label={t('competitionsAdmin.builder.integer')}
              />
            </Group>
          )}
          {(field.type === 'single_choice' || field.type === 'multiple_choice') && (
            <Fieldset legend={t('competitionsAdmin.builder.options')}>
              <Stack gap="xs">
                {optionsError && (
                  <Text c="red.9" size="sm" role="alert">
                    {messageText(String(optionsError))}
                  </Text>
                )}
                {field.options.map((_option, optionIndex) => {
                  const optionPath = `${path}.options.${optionIndex}`;
                  const n = optionIndex + 1;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: options have no id of their own
                    <Group key={optionIndex} align="flex-end" gap="xs" wrap="wrap">
                      <TextInput
                        {...fieldProps(form, `${optionPath}.label`)}
                        label={t('competitionsAdmin.builder.optionLabel', { n })}
                        style={{ flex: '1 1 140px' }}
                        // The stored value is suggested from the label; it can still be changed.
                        onBlur={() => {
                          const option = field.options[optionIndex];
                          if (option && !option.value.trim()) {
                            form.setFieldValue(`${optionPath}.value`, keyFrom(option.label, 100));
                          }
                        }}
                      />
                      <TextInput
                        {...fieldProps(form, `${optionPath}.labelHi`)}
                        label={t('competitionsAdmin.builder.optionLabelHi', { n })}
                        lang="hi"
                        style={{ flex: '1 1 140px' }}
                      />
                      <TextInput
                        {...fieldProps(form, `${optionPath}.value`)}
                        label={t('competitionsAdmin.builder.optionValue', { n })}
                        style={{ flex: '1 1 100px' }}
                      />
                      <Button
                        variant="subtle"
                        color="red.9"
                        size="sm"
                        onClick={() => form.removeListItem(`${path}.options`, optionIndex)}
                        aria-label={t('competitionsAdmin.builder.removeOption', { n })}
                      >
                        <IconX size={16} aria-hidden />
                      </Button>
                    </Group>
                  );
                })}
                <Button
                  size="xs"
                  variant="light"
                  w="fit-content"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() =>
                    form.insertListItem(`${path}.options`, { value: '', label: '', labelHi: '' })
                  }
                >
                  {t('competitionsAdmin.builder.addOption')}
                </Button>
              </Stack>
            </Fieldset>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              {...fieldProps(form, `${path}.showIfField`)}
              label={t('competitionsAdmin.builder.showIf')}
              description={t('competitionsAdmin.builder.showIfHint')}
              data={[
                { value: '', label: t('competitionsAdmin.builder.always') },
                ...earlier.map((other) => ({ value: other.key, label: other.label || other.key })),
                // A condition on a field since moved below stays listed, so its error can be seen and fixed.
                ...(field.showIfField && !target
                  ? [{ value: field.showIfField, label: field.showIfField }]
                  : []),
              ]}
            />
            {field.showIfField &&
              (target && (target.type === 'yes_no' || target.options.length > 0) ? (
                <NativeSelect
                  {...fieldProps(form, `${path}.showIfEquals`)}
                  label={t('competitionsAdmin.builder.showIfEquals')}
                  data={[
                    { value: '', label: '—' },
                    ...(target.type === 'yes_no'
                      ? [
                          { value: 'true', label: t('competitionsForm.yes') },
                          { value: 'false', label: t('competitionsForm.no') },
                        ]
                      : target.options.map((option) => ({
                          value: option.value,
                          label: option.label || option.value,
                        }))),
                  ]}
                />
              ) : (
                <TextInput
                  {...fieldProps(form, `${path}.showIfEquals`)}
                  label={t('competitionsAdmin.builder.showIfEquals')}
                />
              ))}
          </SimpleGrid>
          <MoveButtons
            name={name}
            index={index}
            count={count}
            onMove={(to) => form.reorderListItem('fields', { from: index, to })}
            onRemove={() => form.removeListItem('fields', index)}
          />
        </Stack>
      </Fieldset>
    </Paper>
  );
}
