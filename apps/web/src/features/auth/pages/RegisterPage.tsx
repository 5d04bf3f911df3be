import { Anchor, Text } from '@mantine/core';
import type { PostedForm } from '@para/contract';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { usePostedForm } from '../../../lib/posted-form';
import { useTranslation } from '../../../lib/translation';
import { rememberAttempt, useRememberedAttempt } from '../attempt-memory';
import { AuthCard } from '../components/AuthCard';
import { SignupForm } from '../components/SignupForm';
import { VerifyEmailStep } from '../components/VerifyEmailStep';
import { VerifyPhoneStep } from '../components/VerifyPhoneStep';
import { useFinishLogin } from '../use-finish-login';

/** The code step a post led to: a sign-up that mailed a code, or a code refused. */
function codeStepOfPost(posted: PostedForm | null): { email: string; attempt: string } | null {
  if (!posted) return null;
  const source: Record<string, unknown> =
    posted.form === 'signup'
      ? (((posted.envelope.success ? posted.envelope.data : null) as Record<string, unknown> | null) ?? {})
      : posted.values;
  const { email, attempt } = source;
  return typeof email === 'string' && email && typeof attempt === 'string' && attempt
    ? { email, attempt }
    : null;
}

/**
 * Signup; the code step lives at /register?step=verify&email=… so a reload keeps the person there. The
 * attempt the code belongs to is the tab's own (attempt-memory.ts): a code step without one, as a link
 * from someone else would open, goes back to the sign-up form.
 */
export default function Signup() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const finishLogin = useFinishLogin();
  // A sign-up (or its code) posted without the app: the server drew the code step for its address.
  const posted = usePostedForm('signup', 'verify-email');
  const [fromPost] = useState(() => codeStepOfPost(posted));
  const email = params.get('step') === 'verify' ? params.get('email') : (fromPost?.email ?? null);
  // A sign-up by number: its code went by SMS to the number.
  const phone = params.get('step') === 'verify' ? params.get('phone') : null;
  const remembered = useRememberedAttempt(email ?? phone ?? '');
  const attempt = fromPost && fromPost.email === email ? fromPost.attempt : remembered;
  const withoutAttempt = (email !== null || phone !== null) && attempt === null;

  useEffect(() => {
    if (withoutAttempt) setParams({}, { replace: true });
  }, [withoutAttempt, setParams]);
  // Once the app has the page, the code step is its own: the tab keeps the attempt, the address shows it.
  useEffect(() => {
    if (!fromPost) return;
    rememberAttempt(fromPost.email, fromPost.attempt);
    setParams({ step: 'verify', email: fromPost.email }, { replace: true });
  }, [fromPost, setParams]);

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
