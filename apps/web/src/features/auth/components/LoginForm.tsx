import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SessionRecord } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/feedback';
import { accountBlockedText, sessionEndNotice } from '../../../lib/account-blocked';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { paths } from '../../../lib/paths';
import { PlainFormStep } from '../../../lib/plain-form-step';
import { postedStart, usePostedForm } from '../../../lib/posted-form';
import { useTranslation } from '../../../lib/translation';
import { type UnverifiedSignIn, unverifiedPhone, unverifiedSignIn, useLogin } from '../api';
import { emailOrMobile } from '../email-or-mobile';
import { AccountChoice } from './AccountChoice';
import { PasswordField } from './PasswordField';

interface Props {
  onLoggedIn: (record: SessionRecord) => void;
  /** The address is not verified yet; the server has mailed a code to it (now, or within the minute). */
  onUnverified: (unverified: UnverifiedSignIn) => void;
  /** The number is not proved yet: its sign-up's code step. */
  onPhoneUnverified: (unverified: { phone: string; attempt: string }) => void;
}

const loginForm = z.object({
  login: emailOrMobile,
  password: z.string().min(1, 'validation.required').max(128),
});

/** Several accounts of the number have this password: the person picks one. */
export interface AccountChoiceProps {
  accounts: { _id: string; name: string }[];
}

export function LoginForm({ onLoggedIn, onUnverified, onPhoneUnverified }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  // Posted without the app and refused: the server drew the form with the post.
  const start = postedStart(usePostedForm('login'), { login: '', password: '' });
  // Why a session just ended (a blocked account, with the reason), until the next attempt.
  const [alert, setAlert] = useState<FormMessage | null>(() => start.alert ?? sessionEndNotice.get());
  const [choice, setChoice] = useState<AccountChoiceProps['accounts'] | null>(null);
  const form = useForm({
    initialValues: start.initialValues,
    initialErrors: start.initialErrors,
    validate: zod4Resolver(loginForm),
  });

  const signIn = async (values: { login: string; password: string }, userId?: string) => {
    setAlert(null);
    sessionEndNotice.set(null);
    const byEmail = values.login.includes('@');
    try {
      const result = await login.mutateAsync(
        byEmail
          ? { email: values.login, password: values.password }
          : { phone: values.login, password: values.password, ...(userId ? { userId } : {}) },
      );
      if ('accounts' in result) setChoice(result.accounts);
      else onLoggedIn(result);
    } catch (error) {
      const unverified = unverifiedSignIn(error, values.login);
      const phoneWaiting = unverifiedPhone(error);
      if (unverified) onUnverified(unverified);
      else if (phoneWaiting) onPhoneUnverified(phoneWaiting);
      else setAlert(accountBlockedText(error) ?? applyServerError(form, error));
    }
  };

  const submit = form.onSubmit(
    (values) => signIn(values),
    (errors) => focusFirstError(form, errors),
  );

  return (
    // A post, never the default GET: if the app has not loaded, the password must not end up in the address.
    <form method="post" onSubmit={submit} noValidate>
      <PlainFormStep form="login" />
      <Stack gap="md">
        <Alert message={alert} />
        <TextInput
          {...fieldProps(form, 'login')}
          label={t('auth.emailOrMobile')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          {...fieldProps(form, 'password')}
          label={t('auth.password')}
          autoComplete="current-password"
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.resetPassword}>
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending}>
          {t('auth.logIn')}
        </Button>
        {choice && (
          <AccountChoice
            accounts={choice}
            onChoose={(userId) => void signIn(form.getValues(), userId)}
            pending={login.isPending}
          />
        )}
      </Stack>
    </form>
  );
}
