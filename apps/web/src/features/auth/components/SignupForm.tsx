import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { email, PASSWORD_MIN, type SignupBody, signupBody } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/feedback';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { PlainFormStep } from '../../../lib/plain-form-step';
import { postedStart, usePostedForm } from '../../../lib/posted-form';
import { useTranslation } from '../../../lib/translation';
import { useSignup } from '../api';
import { PasswordField } from './PasswordField';

/**
 * Every sign-up field is required: marked with an asterisk (explained above the fields) and, for
 * assistive technology, required and aria-required. The form's own checks still do the validating.
 */
const requiredField = { required: true, 'aria-required': true } as const;

/** The form's own check: the contract's, with an empty e-mail meaning none (it is optional). */
const signupForm = signupBody.extend({
  email: z.preprocess((value) => (value === '' ? undefined : value), email.optional()),
});

/** Where the sign-up's code went: the e-mail address when one was given, else the mobile number by SMS. */
export type CodeDestination = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/**
 * First step of signup: a name, a mobile number and a password, and an e-mail address if the person
 * has one. Calls `onCreated` with where the code went and the attempt it belongs to (sent back with
 * the code). Before a code goes by SMS (or from a network that has had many sign-ups this hour) the
 * browser does a short proof of work (docs/decisions/0041), said in a live region while it runs.
 */
export function SignupForm({ onCreated }: { onCreated: (sentTo: CodeDestination, attempt: string) => void }) {
  const { t } = useTranslation();
  const [working, setWorking] = useState(false);
  const signup = useSignup(setWorking);
  // Posted without the app and refused: the server drew the form with the post.
  const start = postedStart(usePostedForm('signup'), { name: '', email: '', phone: '', password: '' });
  const [alert, setAlert] = useState<FormMessage | null>(start.alert);
  const form = useForm<SignupBody>({
    initialValues: start.initialValues,
    initialErrors: start.initialErrors,
    validate: zod4Resolver(signupForm),
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        const result = await signup.mutateAsync({ ...values, email: values.email || undefined });
        onCreated(result.email ? { email: result.email } : { phone: result.phone }, result.attempt);
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form method="post" onSubmit={submit} noValidate>
      <PlainFormStep form="signup" />
      <Stack gap="md">
        <Alert message={alert} />
        <Text size="sm">{t('auth.requiredNote')}</Text>
        <TextInput
          {...fieldProps(form, 'name')}
          label={t('auth.fullName')}
          autoComplete="name"
          {...requiredField}
        />
        <TextInput
          {...fieldProps(form, 'phone')}
          label={t('auth.mobile')}
          description={t('auth.mobileHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...requiredField}
        />
        <TextInput
          {...fieldProps(form, 'email')}
          label={t('auth.emailOptional')}
          description={t('auth.emailOptionalHint')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          {...fieldProps(form, 'password')}
          label={t('auth.password')}
          description={t('auth.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          {...requiredField}
        />
        <Text size="sm" role="status" aria-live="polite">
          {working ? t('auth.checkingBrowser') : ''}
        </Text>
        <Button type="submit" loading={signup.isPending}>
          {t('auth.createAccount')}
        </Button>
      </Stack>
    </form>
  );
}
