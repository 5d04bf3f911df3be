import { Checkbox, Fieldset, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { bloodGroups, genders } from '@para/contract';
import { useState } from 'react';
import { Alert } from '../../../components/feedback';
import type { ApiError } from '../../../lib/api';
import { fieldProps, focusFirstError, passesRules } from '../../../lib/form';
import { messageText } from '../../../lib/i18n';
import { useLoadWhenIdle } from '../../../lib/later-module';
import { useTranslation } from '../../../lib/translation';
import { applyNestedServerError, checkboxProps, withPlaceholder } from '../form-helpers';
import { type Page1Body, type Page1Values, page1Body } from '../form-values';
import { pageRules } from '../page-rules';
import type { PageFormProps } from '../page-save';
import { needsGuardian } from '../rules';
import { StepActions } from './StepActions';

const today = () => new Date().toISOString().slice(0, 10);

/** Page 1: the person, contact, address, emergency contact and (for minors) the guardian. */
export function Page1Form({
  initial,
  options,
  save,
  onChange,
  onSaved,
  onBack,
  submitLabel,
  submitIcon,
}: PageFormProps<Page1Values, Page1Body>) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | ApiError | null>(null);
  const form = useForm<Page1Values>({
    initialValues: initial,
    // Nothing is refused before the rules arrive: the submit then waits for them (passesRules).
    validate: (values) => pageRules.loaded?.validatePage1(values) ?? {},
    onValuesChange: onChange,
  });
  useLoadWhenIdle(pageRules);
  const values = form.getValues();
  const guardianShown = needsGuardian(values.dateOfBirth, values.hasLawfulGuardian);
  const minor = guardianShown && !values.hasLawfulGuardian;

  const submit = form.onSubmit(
    async (submitted) => {
      setAlert(null);
      if (!(await passesRules(form, pageRules))) return;
      try {
        await save.run(page1Body(submitted));
      } catch (error) {
        // The form keeps every value typed; only the messages are added.
        setAlert(applyNestedServerError(form, error, (path) => path !== 'guardian'));
        return;
      }
      await onSaved();
    },
    (errors) => focusFirstError(form, errors),
  );

  const districtOptions = withPlaceholder(
    t('registration.choose'),
    options.districts.map((district) => ({ value: district, label: district })),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Alert message={alert} />
        <Fieldset legend={t('registration.page1.personal')} radius="md">
          <Stack gap="md">
            <TextInput
              {...fieldProps(form, 'fullName')}
              label={t('registration.page1.fullName')}
              description={t('registration.page1.fullNameHint')}
              autoComplete="name"
              withAsterisk
            />
            <TextInput
              {...fieldProps(form, 'nameInStateScript')}
              label={t('registration.page1.nameInStateScript')}
              description={t('registration.page1.nameInStateScriptHint', { state: options.state.name })}
            />
            <TextInput
              {...fieldProps(form, 'parentName')}
              label={t('registration.page1.parentName')}
              withAsterisk
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...fieldProps(form, 'dateOfBirth')}
                type="date"
                max={today()}
                label={t('registration.page1.dateOfBirth')}
                autoComplete="bday"
                withAsterisk
              />
              <NativeSelect
                {...fieldProps(form, 'bloodGroup')}
                label={t('registration.page1.bloodGroup')}
                data={withPlaceholder(
                  t('registration.choose'),
                  bloodGroups.map((group) => ({ value: group, label: group })),
                )}
                withAsterisk
              />
            </SimpleGrid>
            <Radio.Group {...fieldProps(form, 'gender')} label={t('registration.page1.gender')} withAsterisk>
              <Stack gap="xs" mt={4}>
                {genders.map((gender) => (
                  <Radio key={gender} value={gender} label={t(`profile.gender.${gender}`)} />
                ))}
              </Stack>
            </Radio.Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('registration.page1.contact')} radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                {...fieldProps(form, 'mobile')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                label={t('registration.page1.mobile')}
                description={t('registration.mobileHint')}
                withAsterisk
              />
              <TextInput
                {...fieldProps(form, 'alternateMobile')}
                type="tel"
                inputMode="tel"
                label={t('registration.page1.alternateMobile')}
              />
            </SimpleGrid>
            <TextInput
              {...fieldProps(form, 'address.line1')}
              label={t('registration.page1.line1')}
              autoComplete="address-line1"
              withAsterisk
            />
            <TextInput
              {...fieldProps(form, 'address.line2')}
              label={t('registration.page1.line2')}
              autoComplete="address-line2"
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                {...fieldProps(form, 'address.city')}
                label={t('registration.page1.city')}
                autoComplete="address-level2"
                withAsterisk
              />
              <NativeSelect
                {...fieldProps(form, 'address.district')}
                label={t('registration.page1.district')}
                data={districtOptions}
                withAsterisk
              />
              <TextInput
                {...fieldProps(form, 'address.pinCode')}
                label={t('registration.page1.pinCode')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                withAsterisk
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('registration.page1.emergency')} radius="md">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('registration.page1.emergencyHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                {...fieldProps(form, 'emergencyContact.name')}
                label={t('registration.page1.emergencyName')}
                withAsterisk
              />
              <TextInput
                {...fieldProps(form, 'emergencyContact.relation')}
                label={t('registration.page1.emergencyRelation')}
                withAsterisk
              />
              <TextInput
                {...fieldProps(form, 'emergencyContact.phone')}
                type="tel"
                inputMode="tel"
                label={t('registration.page1.emergencyPhone')}
                withAsterisk
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('registration.page1.guardianSection')} radius="md">
          <Stack gap="md">
            <Checkbox
              {...checkboxProps(form, 'hasLawfulGuardian')}
              label={t('registration.page1.hasLawfulGuardian')}
              description={t('registration.page1.hasLawfulGuardianHint')}
            />
            {minor && (
              <Alert color="blue" role="status">
                {t('registration.page1.minorNotice')}
              </Alert>
            )}
            {guardianShown && (
              <Stack gap="md">
                {form.errors.guardian && (
                  <Text c="red.9" size="sm" role="alert">
                    {messageText(String(form.errors.guardian))}
                  </Text>
                )}
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput
                    {...fieldProps(form, 'guardian.name')}
                    label={t('registration.page1.guardianName')}
                    withAsterisk
                  />
                  <TextInput
                    {...fieldProps(form, 'guardian.relation')}
                    label={t('registration.page1.guardianRelation')}
                    withAsterisk
                  />
                  <TextInput
                    {...fieldProps(form, 'guardian.phone')}
                    type="tel"
                    inputMode="tel"
                    label={t('registration.page1.guardianPhone')}
                    withAsterisk
                  />
                </SimpleGrid>
                <Checkbox
                  {...checkboxProps(form, 'guardian.consent')}
                  label={t('registration.page1.guardianConsent')}
                />
              </Stack>
            )}
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
