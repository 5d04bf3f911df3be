import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ComingSoon';
import { paths } from '../../../lib/paths';

export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <ComingSoon backTo={paths.home} backLabel={t('notFound.home')} />
    </Container>
  );
}
