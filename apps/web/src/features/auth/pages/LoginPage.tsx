import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { UnverifiedSignIn } from '../api';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { VerifyEmailStep } from '../components/VerifyEmailStep';
import { useFinishLogin } from '../use-finish-login';

export default function Login() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const [unverified, setUnverified] = useState<UnverifiedSignIn | null>(null);

  if (unverified) {
    return (
      <AuthCard title={t('auth.verifyTitle')} intro={t('auth.notVerifiedIntro')}>
        <VerifyEmailStep
          email={unverified.email}
          attempt={unverified.attempt}
          codeSent={unverified.codeSent}
          onVerified={finishLogin}
        />
        <Text>
          <Anchor component="button" type="button" onClick={() => setUnverified(null)}>
            {t('auth.backToLogin')}
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.loginTitle')} intro={t('auth.loginIntro')}>
      <LoginForm onLoggedIn={finishLogin} onUnverified={setUnverified} />
      <Text>
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to={paths.register}>
          {t('auth.createAccountLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
