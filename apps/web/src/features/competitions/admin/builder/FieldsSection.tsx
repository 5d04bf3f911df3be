import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type FormFieldType, formFieldTypes, MAX_FORM_FIELDS } from '@para/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation';
import { FieldEditor } from './FieldEditor';
import { emptyField } from './form-values';
import type { BuilderForm } from './GeneralSection';

/** The extra questions: pick a type and add one; each can then be edited, moved or removed. */
export function FieldsSection({ form }: { form: BuilderForm }) {
  const { t } = useTranslation();
  const fields = form.getValues().fields;
  const [type, setType] = useState<FormFieldType>('short_text');

  const add = () => {
    const taken = new Set(fields.map((field) => field.key));
    let n = fields.length;
    while (taken.has(`question${n + 1}`)) n += 1;
    form.insertListItem('fields', emptyField(type, n));
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="fields-title">
      <Title order={2} size="h3" id="fields-title">
        {t('competitionsAdmin.builder.fields')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('competitionsAdmin.builder.fieldsIntro')}
      </Text>
      {fields.map((field, index) => (
        <FieldEditor key={field.uid} form={form} index={index} count={fields.length} />
      ))}
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('competitionsAdmin.builder.newFieldType')}
          value={type}
          onChange={(event) => setType(event.currentTarget.value as FormFieldType)}
          data={formFieldTypes.map((value) => ({ value, label: t(`competitionsAdmin.fieldType.${value}`) }))}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={fields.length >= MAX_FORM_FIELDS}
        >
          {t('competitionsAdmin.builder.addField')}
        </Button>
      </Group>
    </Stack>
  );
}
