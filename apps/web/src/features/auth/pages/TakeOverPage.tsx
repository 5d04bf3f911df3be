import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { districtRoutes, PASSWORD_MIN, takeOverBody } from '@para/contract';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/feedback';
import { callApi } from '../../../lib/api';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../components/PasswordField';

/**
 * /take-over: an athlete whose district secretary registered them makes the account their own, with
 * the code the secretary printed (the QR code opens this page with it filled in), the e-mail address
 * they will sign in with and a password of their own.
 */
export default function TakeOverPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [alert, setAlert] = useState<FormMessage | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const takeOver = useMutation({
    mutationFn: (body: { code: string; email: string; password: string }) =>
      callApi(districtRoutes.takeOverAccount, { body }),
  });
  const form = useForm({
    initialValues: { code: params.get('code') ?? '', email: '', password: '' },
    validate: zod4Resolver(takeOverBody),
  });
  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        setDone((await takeOver.mutateAsync(values)).email);
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  if (done) {
    return (
      <AuthCard title={t('auth.takeOver.doneTitle')}>
        <Stack gap="md">
          <Text role="status">{t('auth.takeOver.done', { email: done })}</Text>
          <Button component={Link} to={paths.login} style={{ alignSelf: 'flex-start' }}>
            {t('auth.logIn')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.takeOver.title')} intro={t('auth.takeOver.intro')}>
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert message={alert} />
          <TextInput
            {...fieldProps(form, 'code')}
            label={t('auth.takeOver.code')}
            description={t('auth.takeOver.codeHint')}
            autoCapitalize="characters"
            autoComplete="one-time-code"
            spellCheck={false}
            required
          />
          <TextInput
            {...fieldProps(form, 'email')}
            label={t('auth.email')}
            description={t('auth.takeOver.emailHint')}
            type="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <PasswordField
            {...fieldProps(form, 'password')}
            label={t('auth.takeOver.password')}
            description={t('auth.passwordHint', { min: PASSWORD_MIN })}
            autoComplete="new-password"
            required
          />
          <Button type="submit" loading={takeOver.isPending}>
            {t('auth.takeOver.submit')}
          </Button>
          <Anchor component={Link} to={paths.login} size="sm">
            {t('auth.takeOver.haveAccount')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
