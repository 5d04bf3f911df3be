import { Anchor, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { rememberAttempt, useRememberedAttempt } from '../attempt-memory';
import { AuthCard } from '../components/AuthCard';
import { SignupForm } from '../components/SignupForm';
import { VerifyEmailStep } from '../components/VerifyEmailStep';
import { VerifyPhoneStep } from '../components/VerifyPhoneStep';
import { useFinishLogin } from '../use-finish-login';

/**
 * Signup; the code step lives at /register?step=verify&email=… so a reload keeps the person there. The
 * attempt the code belongs to is the tab's own (attempt-memory.ts): a code step without one, as a link
 * from someone else would open, goes back to the sign-up form.
 */
export default function Signup() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const finishLogin = useFinishLogin();
  const email = params.get('step') === 'verify' ? params.get('email') : null;
  // A sign-up by number: its code went by SMS to the number.
  const phone = params.get('step') === 'verify' ? params.get('phone') : null;
  const attempt = useRememberedAttempt(email ?? phone ?? '');
  const withoutAttempt = (email !== null || phone !== null) && attempt === null;

  useEffect(() => {
    if (withoutAttempt) setParams({}, { replace: true });
  }, [withoutAttempt, setParams]);

  if (phone && !withoutAttempt) {
    return (
      <AuthCard title={t('auth.verifyPhoneTitle')}>
        <VerifyPhoneStep phone={phone} attempt={attempt ?? undefined} onVerified={finishLogin} />
        <Text>
          <Anchor component={Link} to={paths.register}>
            {t('auth.useOtherNumber')}
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

  if (email && !withoutAttempt) {
    return (
      <AuthCard title={t('auth.verifyTitle')}>
        <VerifyEmailStep email={email} attempt={attempt ?? undefined} onVerified={finishLogin} />
        <Text>
          <Anchor component={Link} to={paths.register}>
            {t('auth.useOtherEmail')}
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.signupTitle')} intro={t('auth.signupIntro')}>
      <SignupForm
        onCreated={(sentTo, started) => {
          if (sentTo.email !== undefined) {
            rememberAttempt(sentTo.email, started);
            setParams({ step: 'verify', email: sentTo.email });
          } else {
            rememberAttempt(sentTo.phone, started);
            setParams({ step: 'verify', phone: sentTo.phone });
          }
        }}
      />
      <Text>
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login}>
          {t('auth.logIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
