import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ContentPage';

export default function AboutPage() {
  const { t } = useTranslation();
  return <ContentPage pageKey="about" fallbackTitle={t('content.about.title')} />;
}
