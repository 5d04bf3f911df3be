import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormField, validateAnswers } from '@para/contract';
import { useState } from 'react';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { localized } from '../../describe';
import type { EntryFormBody } from '../api';
import { type AnswerDraft, EntryFields } from './EntryFields';

/**
 * The form as an athlete will see it, drawn from the builder's current values: the title, the window,
 * the fee, the disciplines to pick and the extra questions (answerable, so "show only if" can be tried;
 * "Check answers" runs the same check the server will).
 */
export function FormPreview({ form }: { form: EntryFormBody }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<AnswerDraft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = (form.fields ?? []) as FormField[];
  const disciplines = form.disciplines ?? [];
  const opens = formatDateTime(form.opensAt);
  const closes = formatDateTime(form.closesAt);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="form-preview-title">
      <Stack gap="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} id="form-preview-title">
            {t('competitionsAdmin.preview.title')}
          </Text>
          <Title order={3} size="h4" mt={4}>
            {localized(form.title, form.titleHi) || t('competitionsAdmin.preview.untitledForm')}
          </Title>
          {opens && closes && (
            <Text size="sm">{t('competitionsAdmin.preview.window', { opens, closes })}</Text>
          )}
          <Text size="sm">
            {form.feePaise
              ? t('competitionsAdmin.preview.fee', { fee: formatMoney(form.feePaise) })
              : t('competitionsAdmin.preview.free')}
          </Text>
        </div>
        <Checkbox.Group label={t('competitionsAdmin.preview.disciplines')}>
          <Stack gap={6} mt="xs">
            {disciplines.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('competitionsAdmin.preview.noDisciplines')}
              </Text>
            )}
            {disciplines.map((item, index) => (
              <Checkbox
                // biome-ignore lint/suspicious/noArrayIndexKey: keys may be blank or repeated while typed
                key={index}
                value={item.key || `discipline-${index}`}
                label={
                  <Group gap={6} wrap="wrap">
                    <span>{localized(item.name, item.nameHi) || t('competitionsForm.untitled')}</span>
                    {(item.classes ?? []).length > 0 && (
                      <Badge variant="light" color="gray" c="var(--mantine-color-text)" tt="none">
                        {(item.classes ?? []).join(', ')}
                      </Badge>
                    )}
                    <Text component="span" size="xs" c="dimmed">
                      {t(`competitionsAdmin.gender.${item.gender ?? 'any'}`)}
                    </Text>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {fields.length > 0 && (
          <EntryFields fields={fields} answers={answers} onChange={setAnswers} errors={errors} />
        )}
        {fields.length > 0 && (
          <Group justify="space-between" align="center">
            <Button variant="light" onClick={() => setErrors(validateAnswers(fields, answers).errors)}>
              {t('competitionsAdmin.preview.check')}
            </Button>
            <Text size="sm" role="status">
              {Object.keys(errors).length === 0 ? '' : t('competitionsAdmin.preview.problems')}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
