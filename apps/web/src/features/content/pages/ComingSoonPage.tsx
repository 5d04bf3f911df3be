import { Container } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';

export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <ComingSoon backTo={paths.home} backLabel={t('notFound.home')} />
    </Container>
  );
}
