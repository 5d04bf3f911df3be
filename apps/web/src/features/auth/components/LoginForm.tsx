import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginBody, loginBody, type SessionRecord } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/feedback';
import { accountBlockedText, sessionEndNotice } from '../../../lib/account-blocked';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { paths } from '../../../lib/paths';
import { type UnverifiedSignIn, unverifiedSignIn, useLogin } from '../api';
import { PasswordField } from './PasswordField';

interface Props {
  onLoggedIn: (record: SessionRecord) => void;
  /** The address is not verified yet; the server has mailed a code to it (now, or within the minute). */
  onUnverified: (unverified: UnverifiedSignIn) => void;
}

export function LoginForm({ onLoggedIn, onUnverified }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  // Why a session just ended (a blocked account, with the reason), until the next attempt.
  const [alert, setAlert] = useState<FormMessage | null>(sessionEndNotice.get);
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(loginBody),
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      sessionEndNotice.set(null);
      try {
        onLoggedIn(await login.mutateAsync(values));
      } catch (error) {
        const unverified = unverifiedSignIn(error, values.email);
        if (unverified) onUnverified(unverified);
        else setAlert(accountBlockedText(error) ?? applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    // A post, never the default GET: if the app has not loaded, the password must not end up in the address.
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert message={alert} />
        <TextInput
          {...fieldProps(form, 'email')}
          label={t('auth.email')}
          type="email"
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
      </Stack>
    </form>
  );
}
