import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useUrlFilters } from '../../../lib/url-state';
import { CompetitionsByDatePage } from '../../competitions';
import { ArchiveSearchSection } from '../components/ArchiveSearchSection';

const defaults = { athlete: '', sportClass: '', year: '', archivePage: '1' };

/**
 * /admin/previous-events: the entry forms of competitions already held (with their entries), then the
 * archive of every past competition's results, searched by athlete, class and year, each linking to its
 * upload page; and the way to add a past competition that had no entries here.
 */
export default function PreviousEventsAdminPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(defaults);
  return (
    <Stack gap="xl">
      <CompetitionsByDatePage when="past" />
      <ArchiveSearchSection
        filters={filters}
        setFilters={setFilters}
        admin
        actions={
          <Button
            component={Link}
            to={paths.admin.addPastCompetition}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('archiveAdmin.add')}
          </Button>
        }
      />
    </Stack>
  );
}
