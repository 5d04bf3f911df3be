import { Stack, Text, Title } from '@mantine/core';
import type { AthleteForm } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { isErrorCode } from '../../../lib/api';
import { todayInIndia } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { competitionProfileQuery, openFormsQuery } from '../api';
import { CompetitionCard } from '../components/CompetitionCard';

export interface CompetitionsPageProps {
  /**
   * `all` (/user/events-list): every competition not yet held, grouped by where its entries stand, the
   * catalogue. `upcoming` (/user/upcoming-events): the athlete's agenda, by competition day: what they
   * have entered, then what they can still enter or soon will.
   */
  view: 'all' | 'upcoming';
}

interface Group {
  key: string;
  forms: AthleteForm[];
}

const byFirstDay = (a: AthleteForm, b: AthleteForm) =>
  a.competitionFirstDay.localeCompare(b.competitionFirstDay) || a.closesAt.localeCompare(b.closesAt);

/** The groups a view shows, empty ones left out; competitions already held belong to Previous Events. */
export function groupForms(
  forms: AthleteForm[],
  view: CompetitionsPageProps['view'],
  today: string,
): Group[] {
  const current = forms.filter((form) => form.competitionFirstDay >= today).sort(byFirstDay);
  const takingEntries = (form: AthleteForm) => form.phase === 'open' || form.phase === 'late';
  const groups: Group[] =
    view === 'all'
      ? [
          { key: 'open', forms: current.filter(takingEntries) },
          { key: 'upcoming', forms: current.filter((form) => form.phase === 'upcoming') },
          { key: 'closed', forms: current.filter((form) => form.phase === 'closed') },
        ]
      : [
          { key: 'mine', forms: current.filter((form) => form.myEntryId !== null) },
          {
            key: 'canEnter',
            forms: current.filter(
              (form) => form.myEntryId === null && (takingEntries(form) || form.phase === 'upcoming'),
            ),
          },
        ];
  return groups.filter((group) => group.forms.length > 0);
}

/** /user/events-list and /user/upcoming-events: the competitions, each with what this athlete may enter. */
export default function CompetitionsPage({ view }: CompetitionsPageProps) {
  const { t } = useTranslation();
  const forms = useQuery(openFormsQuery());
  const profile = useQuery(competitionProfileQuery());
  const title = view === 'all' ? t('pages.eventsList') : t('pages.upcomingEvents');
  const today = todayInIndia();
  // Entering needs an approved registration; the server may say so by refusing the profile.
  const approved =
    profile.data?.registrationApproved ?? !isErrorCode(profile.error, 'REGISTRATION_NOT_APPROVED');

  return (
    <Stack gap="lg" w="100%" maw={960}>
      <PageHeader title={title} intro={t(`competitions.list.intro.${view}`)} />
      {!approved && <Alert tone="info" role="note" message="competitions.list.notApproved" />}
      <QueryState
        query={forms}
        errorTitle={t('competitions.loadFailed')}
        isEmpty={(data) => groupForms(data, view, today).length === 0}
        empty={<Text c="dimmed">{t(`competitions.list.empty.${view}`)}</Text>}
      >
        {(data) =>
          groupForms(data, view, today).map((group) => (
            <Stack gap="sm" component="section" key={group.key} aria-labelledby={`group-${group.key}`}>
              <Title order={2} size="h3" id={`group-${group.key}`}>
                {t(`competitions.list.groups.${group.key}`)}
              </Title>
              {group.forms.map((form) => (
                <CompetitionCard key={form._id} form={form} profile={profile.data} approved={approved} />
              ))}
            </Stack>
          ))
        }
      </QueryState>
    </Stack>
  );
}
