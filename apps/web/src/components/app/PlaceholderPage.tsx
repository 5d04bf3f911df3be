import { useParams } from 'react-router';
import { useSession } from '../../lib/session';
import { statePage } from '../../lib/state-page';
import { useTranslation } from '../../lib/translation';
import { BeingBuilt } from '../BeingBuilt';
import { ComingSoon } from '../ComingSoon';

export type PlaceholderProps = {
  /** Translation key of the page's title. */
  titleKey: string;
  /** The address parameter the title names ({{id}}), for pages about one form. */
  idParam?: string;
  /** "Coming soon" with a way back to the person's own page, instead of "being built". */
  comingSoon?: boolean;
};

/** Every signed-in page whose content is not there yet: the same notice, titled after the page. */
export default function PlaceholderPage({ titleKey, idParam, comingSoon }: PlaceholderProps) {
  const { t } = useTranslation();
  const params = useParams();
  const current = useSession();
  const title = idParam ? t(titleKey, { id: params[idParam] ?? '' }) : t(titleKey);
  if (comingSoon) {
    return <ComingSoon title={title} backTo={statePage(current)} backLabel={t('beingBuilt.back')} />;
  }
  return <BeingBuilt title={title} />;
}
