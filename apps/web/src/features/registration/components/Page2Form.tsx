import {
  Fieldset,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Alert } from '../../../components/feedback';
import type { ApiError } from '../../../lib/api';
import { fieldProps, focusFirstError, passesRules } from '../../../lib/form';
import { useLoadWhenIdle } from '../../../lib/later-module';
import { useTranslation } from '../../../lib/translation';
import { applyNestedServerError, withPlaceholder } from '../form-helpers';
import { type Page2Body, type Page2Values, page2Body } from '../form-values';
import { pageRules } from '../page-rules';
import type { PageFormProps } from '../page-save';
import { udidYearMismatch } from '../rules';
import { SportsFieldset } from './SportsFieldset';
import { StepActions } from './StepActions';

export { MAX_SPORTS } from './SportsFieldset';

/** Page 2: impairment, certificate, sports and classes, role, coach and club. */
export function Page2Form({
  initial,
  options,
  dateOfBirth,
  save,
  onChange,
  onSaved,
  onBack,
  submitLabel,
  submitIcon,
}: PageFormProps<Page2Values, Page2Body> & {
  /** From page 1, for the UDID birth-year check. */
  dateOfBirth: string;
}) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | ApiError | null>(null);
  const form = useForm<Page2Values>({
    initialValues: initial,
    // Nothing is refused before the rules arrive: the submit then waits for them (passesRules).
    validate: (values) => (pageRules.loaded?.validatePage2(values, options.sports) ?? {}) as never,
    onValuesChange: onChange,
  });
  useLoadWhenIdle(pageRules);
  const values = form.getValues();
  const disability = options.disabilityTypes.find((type) => type.code === values.disabilityType);
  const yearMismatch =
    values.certificate.kind === 'udid' && udidYearMismatch(values.certificate.udidNumber, dateOfBirth);

  const submit = form.onSubmit(
    async (submitted) => {
      setAlert(null);
      if (!(await passesRules(form, pageRules))) return;
      try {
        await save.run(page2Body(submitted));
      } catch (error) {
        // The form keeps every value typed; only the messages are added.
        setAlert(applyNestedServerError(form, error, () => true));
        return;
      }
      await onSaved();
    },
    (errors) => focusFirstError(form, errors),
  );

  const ipcText = disability
    ? disability.ipc.length > 0
      ? t('registration.page2.ipcHelp', {
          list: disability.ipc.map((code) => t(`registration.ipc.${code}`)).join(', '),
        })
      : t('registration.page2.ipcNone')
    : t('registration.page2.disabilityTypeHint');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Alert message={alert} />
        <Fieldset legend={t('registration.page2.impairment')} radius="md">
          <Stack gap="md">
            <NativeSelect
              {...fieldProps(form, 'disabilityType')}
              label={t('registration.page2.disabilityType')}
              description={ipcText}
              data={withPlaceholder(
                t('registration.choose'),
                options.disabilityTypes.map((type) => ({
                  value: type.code,
                  label: t(`registration.disability.${type.code}`, { defaultValue: type.code }),
                })),
              )}
              withAsterisk
            />
            <NumberInput
              {...fieldProps(form, 'disabilityPercentage')}
              label={t('registration.page2.percentage')}
              description={t('registration.page2.percentageHint')}
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              inputMode="numeric"
              suffix=" %"
              maw={200}
              withAsterisk
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('registration.page2.certificate')} radius="md">
          <Stack gap="md">
            <Radio.Group
              {...fieldProps(form, 'certificate.kind')}
              label={t('registration.page2.certificateKind')}
            >
              <Stack gap="xs" mt={4}>
                <Radio value="udid" label={t('registration.page2.kindUdid')} />
                <Radio value="certificate" label={t('registration.page2.kindCertificate')} />
              </Stack>
            </Radio.Group>
            {values.certificate.kind === 'udid' ? (
              <Stack gap={6}>
                <TextInput
                  {...fieldProps(form, 'certificate.udidNumber')}
                  label={t('registration.page2.udidNumber')}
                  description={t('registration.page2.udidHint')}
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={24}
                  withAsterisk
                />
                <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
                  {yearMismatch && t('registration.page2.udidYearWarning')}
                </Alert>
              </Stack>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  {...fieldProps(form, 'certificate.certificateNumber')}
                  label={t('registration.page2.certificateNumber')}
                  withAsterisk
                />
                <TextInput
                  {...fieldProps(form, 'certificate.issuingAuthority')}
                  label={t('registration.page2.issuingAuthority')}
                  withAsterisk
                />
                <TextInput
                  {...fieldProps(form, 'certificate.issueDate')}
                  type="date"
                  max={new Date().toISOString().slice(0, 10)}
                  label={t('registration.page2.issueDate')}
                  withAsterisk
                />
              </SimpleGrid>
            )}
          </Stack>
        </Fieldset>

        <SportsFieldset form={form} sports={options.sports} />

        <Fieldset legend={t('registration.page2.training')} radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput {...fieldProps(form, 'coachName')} label={t('registration.page2.coachName')} />
              <TextInput {...fieldProps(form, 'clubOrSchool')} label={t('registration.page2.clubOrSchool')} />
            </SimpleGrid>
            <NativeSelect
              {...fieldProps(form, 'districtUnit')}
              label={t('registration.page2.districtUnit')}
              description={t('registration.page2.districtUnitHint')}
              data={withPlaceholder(
                t('registration.choose'),
                options.districts.map((district) => ({ value: district, label: district })),
              )}
              withAsterisk
            />
            <Textarea
              {...fieldProps(form, 'bestPerformances')}
              label={t('registration.page2.bestPerformances')}
              description={t('registration.page2.bestPerformancesHint')}
              autosize
              minRows={3}
              maxLength={2000}
            />
            <Textarea
              {...fieldProps(form, 'achievements')}
              label={t('registration.page2.achievements')}
              autosize
              minRows={3}
              maxLength={2000}
            />
          </Stack>
        </Fieldset>

        <StepActions
          onBack={onBack}
          primaryLabel={submitLabel}
          primaryIcon={submitIcon}
          pending={save.pending}
        />
      </Stack>
    </form>
  );
}
