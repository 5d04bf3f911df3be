import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';
import { useSession } from '../../lib/session';
import { statePage } from '../../lib/state-page';

export default function EventsResults() {
  const { t } = useTranslation();
  const current = useSession();
  return (
    <ComingSoon
      title={t('pages.eventsResults')}
      backTo={statePage(current)}
      backLabel={t('beingBuilt.back')}
    />
  );
}
