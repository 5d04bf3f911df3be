import { useTranslation } from '../../../lib/translation';
import { ContentPage } from '../components/ContentPage';

export default function AboutPage() {
  const { t } = useTranslation();
  return <ContentPage pageKey="about" fallbackTitle={t('content.about.title')} />;
}
