import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../components/AuthCard';
import { SignupForm } from '../components/SignupForm';
import { VerifyEmailStep } from '../components/VerifyEmailStep';
import { useFinishLogin } from '../use-finish-login';

/** Signup; the code step lives at /register?step=verify&email=… so a reload keeps the person there. */
export default function Signup() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const finishLogin = useFinishLogin();
  const email = params.get('step') === 'verify' ? params.get('email') : null;

  if (email) {
    return (
      <AuthCard title={t('auth.verifyTitle')}>
        <VerifyEmailStep email={email} onVerified={finishLogin} />
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
      <SignupForm onCreated={(address) => setParams({ step: 'verify', email: address })} />
      <Text>
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login}>
          {t('auth.logIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
