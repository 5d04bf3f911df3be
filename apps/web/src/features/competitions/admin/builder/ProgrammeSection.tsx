import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { defaultSports, disciplineGenders, resultKinds } from '@para/contract';
import { IconPlus } from '@tabler/icons-react';
import { fieldProps } from '../../../../lib/form';
import { messageText } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/translation';
import { emptyDiscipline } from './form-values';
import type { BuilderForm } from './GeneralSection';
import { keyFrom } from './input-text';
import { MoveButtons } from './MoveButtons';

/** Entries and waiting places a discipline holds, by its stored key. */
export type HeldPlaces = Record<string, number>;

/** The disciplines: add, remove (unless entries hold places in it), reorder, and each one's rules. */
export function ProgrammeSection({ form, held }: { form: BuilderForm; held: HeldPlaces }) {
  const { t } = useTranslation();
  const disciplines = form.getValues().disciplines;
  const listError = form.errors.disciplines;

  return (
    <Stack gap="md" component="section" aria-labelledby="programme-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="programme-title">
          {t('competitionsAdmin.builder.programme')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('competitionsAdmin.builder.disciplineCount', { count: disciplines.length })}
        </Text>
      </Group>
      {listError && (
        <Text c="red.9" size="sm" role="alert">
          {messageText(String(listError))}
        </Text>
      )}
      {disciplines.map((item, index) => {
        const path = `disciplines.${index}`;
        const places = held[item.key] ?? 0;
        const sport = defaultSports.find((option) => option.code === item.sport);
        const name = item.name || t('competitionsAdmin.builder.disciplineN', { n: index + 1 });
        return (
          <Paper key={item.uid} withBorder radius="md" p="md">
            <Fieldset legend={name} variant="unstyled">
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    {...fieldProps(form, `${path}.name`)}
                    label={t('competitionsAdmin.builder.disciplineName')}
                    withAsterisk
                    // A new discipline's key is suggested from its name; it can still be changed.
                    onBlur={() => {
                      if (!item.key.trim()) form.setFieldValue(`${path}.key`, keyFrom(item.name));
                    }}
                  />
                  <TextInput
                    {...fieldProps(form, `${path}.nameHi`)}
                    label={t('competitionsAdmin.builder.disciplineNameHi')}
                    lang="hi"
                  />
                  <TextInput
                    {...fieldProps(form, `${path}.key`)}
                    label={t('competitionsAdmin.builder.disciplineKey')}
                    description={t('competitionsAdmin.builder.disciplineKeyHint')}
                    withAsterisk
                    readOnly={places > 0}
                  />
                  <NativeSelect
                    {...fieldProps(form, `${path}.sport`)}
                    label={t('competitionsAdmin.builder.sport')}
                    data={defaultSports.map((option) => ({ value: option.code, label: option.name }))}
                  />
                  <NativeSelect
                    {...fieldProps(form, `${path}.gender`)}
                    label={t('competitionsAdmin.builder.gender')}
                    data={disciplineGenders.map((gender) => ({
                      value: gender,
                      label: t(`competitionsAdmin.gender.${gender}`),
                    }))}
                  />
                  <NativeSelect
                    {...fieldProps(form, `${path}.resultKind`)}
                    label={t('competitionsAdmin.builder.resultKind')}
                    data={resultKinds.map((kind) => ({
                      value: kind,
                      label: t(`competitionsAdmin.resultKind.${kind}`),
                    }))}
                  />
                </SimpleGrid>
                <TagsInput
                  {...fieldProps(form, `${path}.classes`)}
                  label={t('competitionsAdmin.builder.classes')}
                  description={t('competitionsAdmin.builder.classesHint')}
                  data={sport?.classExamples ?? []}
                  splitChars={[',', ' ']}
                  clearable
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <NumberInput
                    {...fieldProps(form, `${path}.minAge`)}
                    min={0}
                    max={120}
                    allowDecimal={false}
                    label={t('competitionsAdmin.builder.minAge')}
                  />
                  <NumberInput
                    {...fieldProps(form, `${path}.maxAge`)}
                    min={0}
                    max={120}
                    allowDecimal={false}
                    label={t('competitionsAdmin.builder.maxAge')}
                  />
                  <NumberInput
                    {...fieldProps(form, `${path}.capacity`)}
                    min={1}
                    allowDecimal={false}
                    label={t('competitionsAdmin.builder.capacity')}
                    description={t('competitionsAdmin.builder.capacityHint')}
                  />
                  <TextInput
                    {...fieldProps(form, `${path}.entryStandard`)}
                    label={t('competitionsAdmin.builder.entryStandard')}
                    description={t('competitionsAdmin.builder.entryStandardHint')}
                  />
                </SimpleGrid>
                {places > 0 && (
                  <Text size="sm">{t('competitionsAdmin.builder.disciplineHeld', { count: places })}</Text>
                )}
                <MoveButtons
                  name={name}
                  index={index}
                  count={disciplines.length}
                  onMove={(to) => form.reorderListItem('disciplines', { from: index, to })}
                  onRemove={places > 0 ? undefined : () => form.removeListItem('disciplines', index)}
                />
              </Stack>
            </Fieldset>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => form.insertListItem('disciplines', emptyDiscipline())}
        w="fit-content"
      >
        {t('competitionsAdmin.builder.addDiscipline')}
      </Button>
    </Stack>
  );
}
