import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BeingBuilt } from '../../components/BeingBuilt';

export default function EventForm() {
  const { t } = useTranslation();
  const { formId = '' } = useParams();
  return <BeingBuilt title={t('pages.eventForm', { id: formId })} />;
}
