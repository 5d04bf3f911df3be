import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { formatDay } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { selectionQuery } from '../api';
import { DecisionSection } from './DecisionSection';
import { ExportsSection } from './ExportsSection';
import { ShortlistSection } from './ShortlistSection';
import { StandardsSection } from './StandardsSection';
import { TeamSection } from './TeamSection';

/**
 * /admin/national-teams/:id: one selection from standards to team. The standards, the shortlist with the
 * nomination, the ratification, then the team and what leaves the portal, one section under another.
 */
export default function SelectionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(selectionQuery(id));
  return (
    <Stack gap="xl" w="100%" maw={1200}>
      <Anchor component={Link} to={paths.admin.selections} w="fit-content">
        ← {t('selectionsAdmin.back')}
      </Anchor>
      <QueryState query={query}>
        {(selection) => (
          <>
            <PageHeader
              title={selection.name}
              intro={t('selectionsAdmin.headline', {
                championship: selection.championship.name,
                venue: selection.championship.venue,
                start: formatDay(selection.championship.startDate),
                end: formatDay(selection.championship.endDate),
              })}
            />
            <Group gap="sm">
              <Badge size="lg" variant="light">
                {t(`selectionsAdmin.statuses.${selection.status}`)}
              </Badge>
              <Text>
                {t('selectionsAdmin.windowLine', {
                  start: formatDay(selection.windowStart),
                  end: formatDay(selection.windowEnd),
                  places: selection.places,
                })}
              </Text>
            </Group>
            <StandardsSection selection={selection} />
            <ShortlistSection selection={selection} />
            <DecisionSection selection={selection} />
            {selection.status === 'ratified' && (
              <>
                <TeamSection selectionId={selection._id} />
                <ExportsSection selectionId={selection._id} />
              </>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
