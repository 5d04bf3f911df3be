import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BeingBuilt } from '../../components/BeingBuilt';

export default function ViewFormDetails() {
  const { t } = useTranslation();
  const { formId = '' } = useParams();
  return <BeingBuilt title={t('pages.viewFormDetails', { id: formId })} />;
}
