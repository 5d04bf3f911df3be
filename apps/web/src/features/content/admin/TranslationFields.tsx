import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { fieldProps } from '../../../lib/form';
import { languages } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';

export interface TranslatedField {
  name: string;
  label: string;
  multiline?: boolean;
}

/**
 * Optional text in every language besides English (from the app's language list, so a new language
 * gets its fields without code changes). Empty fields fall back to English on the public site.
 */
export function TranslationFields({
  form,
  fields,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: works for any form that has `translations`
  form: UseFormReturnType<any>;
  fields: TranslatedField[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {languages
        .filter((language) => language.code !== 'en')
        .map((language) => (
          <Fieldset key={language.code} legend={t('contentAdmin.translation', { language: language.label })}>
            <Stack gap="sm" lang={language.code}>
              {fields.map((field) => {
                const path = `translations.${language.code}.${field.name}`;
                const props = fieldProps(form, path);
                return field.multiline ? (
                  <Textarea
                    key={field.name}
                    {...props}
                    label={field.label}
                    autosize
                    minRows={4}
                    maxRows={16}
                  />
                ) : (
                  <TextInput key={field.name} {...props} label={field.label} />
                );
              })}
            </Stack>
          </Fieldset>
        ))}
    </>
  );
}

/** Form values for the translations: every language and field present (empty when not written yet). */
export function translationValues(
  existing: Record<string, Record<string, string | undefined>> | undefined,
  names: string[],
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    languages
      .filter((language) => language.code !== 'en')
      .map((language) => [
        language.code,
        Object.fromEntries(names.map((name) => [name, existing?.[language.code]?.[name] ?? ''])),
      ]),
  );
}
