import { Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { useUrlFilters } from '../../../lib/url-state';
import { MyPreviousEntries } from '../../competitions';
import { ArchiveResults } from '../components/ArchiveResults';
import { ArchiveSearchSection } from '../components/ArchiveSearchSection';

const defaults = { athlete: '', sportClass: '', year: '', archivePage: '1', minePage: '1' };

/**
 * /user/previous-events: the athlete's own past competitions with their results (found in the archive
 * by their UID), their entries on competitions already held, then the archive of every past
 * competition, searched by athlete, class and year.
 */
export default function PreviousEventsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [filters, setFilters] = useUrlFilters(defaults);

  return (
    <Stack gap="xl" w="100%" maw={960}>
      <PageHeader title={t('pages.previousEvents')} intro={t('archive.intro')} />
      <Stack gap="sm" component="section" aria-labelledby="archive-mine">
        <Title order={2} size="h3" id="archive-mine">
          {t('archive.mine.title')}
        </Title>
        {session.uid ? (
          <ArchiveResults
            query={{ athlete: session.uid, page: filters.minePage }}
            onPage={(page) => setFilters({ minePage: String(page) })}
            empty={t('archive.mine.empty')}
            label={t('archive.mine.title')}
            matchesTitle={t('archive.card.yourResults')}
          />
        ) : (
          <Text>{t('archive.mine.noUid')}</Text>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="archive-entries">
        <Title order={2} size="h3" id="archive-entries">
          {t('archive.entries.title')}
        </Title>
        <MyPreviousEntries headingOrder={3} />
      </Stack>
      <ArchiveSearchSection filters={filters} setFilters={setFilters} />
    </Stack>
  );
}
