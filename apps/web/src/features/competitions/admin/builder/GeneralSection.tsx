import {
  Checkbox,
  Fieldset,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formStatuses } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { fieldProps } from '../../../../lib/form';
import { formatDate } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/translation';
import { competitionEventsQuery } from '../api';
import type { BuilderValues } from './form-values';

export type BuilderForm = UseFormReturnType<BuilderValues>;

/** The form's title, its competition, its entry window and deadlines, its fee, its limits and status. */
export function GeneralSection({ form }: { form: BuilderForm }) {
  const { t } = useTranslation();
  const events = useQuery(competitionEventsQuery());
  const current = form.getValues().eventId;
  // Published events only, and the form's own event even if it was unpublished since.
  const eventOptions = (events.data ?? [])
    .filter((event) => event.status === 'published' || event._id === current)
    .map((event) => ({
      value: event._id,
      label: `${event.title} (${formatDate(event.startDate)})`,
    }));
  const money = { min: 0, decimalScale: 2, prefix: '₹ ', thousandSeparator: ',' } as const;

  return (
    <Stack gap="lg">
      <Fieldset legend={t('competitionsAdmin.builder.about')}>
        <Stack gap="sm">
          <TextInput
            {...fieldProps(form, 'title')}
            label={t('competitionsAdmin.builder.title')}
            withAsterisk
          />
          <TextInput
            {...fieldProps(form, 'titleHi')}
            label={t('competitionsAdmin.builder.titleHi')}
            lang="hi"
          />
          <NativeSelect
            {...fieldProps(form, 'eventId')}
            label={t('competitionsAdmin.builder.event')}
            description={
              events.isError
                ? t('competitionsAdmin.builder.eventsFailed')
                : t('competitionsAdmin.builder.eventHint')
            }
            withAsterisk
            data={[{ value: '', label: t('competitionsAdmin.builder.pickEvent') }, ...eventOptions]}
          />
          <NativeSelect
            {...fieldProps(form, 'status')}
            label={t('competitionsAdmin.builder.status')}
            description={t('competitionsAdmin.builder.statusHint')}
            data={formStatuses.map((status) => ({
              value: status,
              label: t(`competitionsAdmin.status.${status}`),
            }))}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('competitionsAdmin.builder.window')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...fieldProps(form, 'opensAt')}
              type="datetime-local"
              label={t('competitionsAdmin.builder.opensAt')}
              withAsterisk
            />
            <TextInput
              {...fieldProps(form, 'closesAt')}
              type="datetime-local"
              label={t('competitionsAdmin.builder.closesAt')}
              withAsterisk
            />
            <TextInput
              {...fieldProps(form, 'lateUntil')}
              type="datetime-local"
              label={t('competitionsAdmin.builder.lateUntil')}
              description={t('competitionsAdmin.builder.lateUntilHint')}
            />
            <NumberInput
              {...fieldProps(form, 'lateFee')}
              {...money}
              label={t('competitionsAdmin.builder.lateFee')}
            />
            <TextInput
              {...fieldProps(form, 'withdrawUntil')}
              type="datetime-local"
              label={t('competitionsAdmin.builder.withdrawUntil')}
              description={t('competitionsAdmin.builder.withdrawUntilHint')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('competitionsAdmin.builder.timesInIndia')}
          </Text>
        </Stack>
      </Fieldset>
      <Fieldset legend={t('competitionsAdmin.builder.feesAndLimits')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            {...fieldProps(form, 'fee')}
            {...money}
            label={t('competitionsAdmin.builder.fee')}
            description={t('competitionsAdmin.builder.feeHint')}
            withAsterisk
          />
          <NumberInput
            {...fieldProps(form, 'maxDisciplines')}
            min={1}
            allowDecimal={false}
            label={t('competitionsAdmin.builder.maxDisciplines')}
            description={t('competitionsAdmin.builder.maxDisciplinesHint')}
          />
        </SimpleGrid>
        <Checkbox
          mt="md"
          {...form.getInputProps('allowUnclassified', { type: 'checkbox' })}
          label={t('competitionsAdmin.builder.allowUnclassified')}
          description={t('competitionsAdmin.builder.allowUnclassifiedHint')}
        />
      </Fieldset>
    </Stack>
  );
}
