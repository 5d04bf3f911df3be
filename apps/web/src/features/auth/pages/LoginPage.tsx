import { Anchor, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/feedback';
import { paths } from '../../../lib/paths';
import { postedError, usePostedForm } from '../../../lib/posted-form';
import { useTranslation } from '../../../lib/translation';
import { type UnverifiedSignIn, unverifiedSignIn } from '../api';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { VerifyEmailStep } from '../components/VerifyEmailStep';

// Shown only after the person asks for them (a code by SMS, a number not yet verified): loaded then,
// so the sign-in page does not carry them before it is usable.
const LoginCodeFlow = lazy(() =>
  import('../components/LoginCodeFlow').then((module) => ({ default: module.LoginCodeFlow })),
);
const VerifyPhoneStep = lazy(() =>
  import('../components/VerifyPhoneStep').then((module) => ({ default: module.VerifyPhoneStep })),
);

import { useFinishLogin } from '../use-finish-login';

export default function Login() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  // A sign-in posted without the app, refused for an address not yet verified (or its code refused):
  // the server drew this page at the code step.
  const posted = usePostedForm('login', 'verify-email');
  const [unverified, setUnverified] = useState<UnverifiedSignIn | null>(() => {
    if (posted?.form === 'login') return unverifiedSignIn(postedError(posted), posted.values.login ?? '');
    if (posted?.form === 'verify-email' && posted.values.email) {
      const { email, attempt } = posted.values;
      return { email, ...(attempt ? { attempt } : {}), codeSent: true };
    }
    return null;
  });
  // Where a password reset made without the app leads once the new password is set.
  const passwordChanged = useSearchParams()[0].get('password') === 'changed';
  const [phoneWaiting, setPhoneWaiting] = useState<{ phone: string; attempt: string } | null>(null);
  // Signing in with a code by SMS instead of a password (what a district's athlete does first).
  const [byCode, setByCode] = useState(false);

  if (phoneWaiting) {
    return (
      <AuthCard title={t('auth.verifyPhoneTitle')} intro={t('auth.phoneNotVerifiedIntro')}>
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <VerifyPhoneStep
            phone={phoneWaiting.phone}
            attempt={phoneWaiting.attempt || undefined}
            codeSent={false}
            onVerified={finishLogin}
          />
        </Suspense>
        <Text>
          <Anchor component="button" type="button" onClick={() => setPhoneWaiting(null)}>
            {t('auth.backToLogin')}
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

  if (byCode) {
    return (
      <AuthCard title={t('auth.loginByCodeTitle')} intro={t('auth.loginByCodeIntro')}>
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <LoginCodeFlow onLoggedIn={finishLogin} />
        </Suspense>
        <Text>
          <Anchor component="button" type="button" onClick={() => setByCode(false)}>
            {t('auth.loginWithPassword')}
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

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
      {passwordChanged && <Alert tone="success">{t('auth.passwordChanged')}</Alert>}
      <LoginForm onLoggedIn={finishLogin} onUnverified={setUnverified} onPhoneUnverified={setPhoneWaiting} />
      <Text>
        <Anchor component="button" type="button" onClick={() => setByCode(true)}>
          {t('auth.loginWithCode')}
        </Anchor>
      </Text>
      <Text>
        {t('auth.noAccount')}{' '}
        <Anchor component={Link} to={paths.register}>
          {t('auth.createAccountLink')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
