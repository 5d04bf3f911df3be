import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { AuthCard } from '../components/AuthCard';
import { ResetPasswordFlow } from '../components/ResetPasswordFlow';

export default function ResetPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('auth.resetTitle')} intro={t('auth.resetIntro')}>
      <ResetPasswordFlow
        onChanged={() => {
          toast.success('auth.passwordChanged');
          navigate(paths.login, { replace: true });
        }}
      />
    </AuthCard>
  );
}
