import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AthleteForm, CompetitionProfile } from '@para/contract';
import { IconArrowRight, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { disciplineFacts, disciplineName, feeSummary, formTitle } from '../describe';
import { DisciplineStatus } from './DisciplineStatus';

export const phaseColor: Record<AthleteForm['phase'], string> = {
  draft: 'gray',
  upcoming: 'blue',
  open: 'green',
  late: 'orange',
  closed: 'gray',
};

/** A competition as the athlete meets it in a list: its window, fee, each discipline for them, the action. */
export function CompetitionCard({
  form,
  profile,
  approved = true,
}: {
  form: AthleteForm;
  profile?: CompetitionProfile | undefined;
  /** The athlete's registration is approved, so they may enter at all. */
  approved?: boolean;
}) {
  const { t } = useTranslation();
  const title = formTitle(form);
  const headingId = `competition-${form._id}`;
  const open = form.phase === 'open' || form.phase === 'late';
  const canEnter =
    approved && open && form.myEntryId === null && form.disciplines.some((item) => item.eligible);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="article"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {form.eventTitle && form.eventTitle !== form.title && (
              <Text size="sm" c="dimmed">
                {form.eventTitle}
              </Text>
            )}
          </Stack>
          <Group gap={6}>
            {form.myEntryId !== null && (
              <Badge color="teal" variant="light" c="dark.9">
                {t('competitions.list.entered')}
              </Badge>
            )}
            <Badge color={phaseColor[form.phase]} variant="light" c="dark.9">
              {t(`competitions.phase.${form.phase}`)}
            </Badge>
          </Group>
        </Group>
        <Stack gap={2}>
          <Text size="sm">
            {t('competitions.list.firstDay', { day: formatDate(form.competitionFirstDay) })}
          </Text>
          <Text size="sm">
            {t('competitions.list.window', {
              opens: formatDateTime(form.opensAt),
              closes: formatDateTime(form.closesAt),
            })}
          </Text>
          {form.lateUntil && (
            <Text size="sm">
              {t('competitions.list.late', {
                until: formatDateTime(form.lateUntil),
                amount: formatMoney(form.lateFeePaise),
              })}
            </Text>
          )}
          <Text size="sm" fw={600}>
            {feeSummary(t, form)}
            {form.maxDisciplines !== null &&
              ` · ${t('competitions.list.maxDisciplines', { count: form.maxDisciplines })}`}
          </Text>
        </Stack>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {form.disciplines.map((discipline) => (
            <li key={discipline.key}>
              <Text fw={600} size="sm">
                {disciplineName(discipline)}
              </Text>
              <Text size="xs" c="dimmed">
                {disciplineFacts(t, discipline)}
              </Text>
              {/* Before and after the entry window the card says so once, not on every discipline. */}
              {discipline.reason !== 'FORM_NOT_YET_OPEN' && discipline.reason !== 'FORM_CLOSED' && (
                <DisciplineStatus discipline={discipline} form={form} profile={profile} />
              )}
            </li>
          ))}
        </Stack>
        <Group gap="sm">
          {form.myEntryId !== null ? (
            <Button
              component={Link}
              to={paths.user.eventForm(form._id)}
              variant="light"
              leftSection={<IconFileText size={18} aria-hidden />}
              aria-label={t('competitions.list.viewEntryOf', { title })}
            >
              {t('competitions.list.viewEntry')}
            </Button>
          ) : canEnter ? (
            <Button
              component={Link}
              to={paths.user.form(form._id)}
              rightSection={<IconArrowRight size={18} aria-hidden />}
              aria-label={t('competitions.list.enterOf', { title })}
            >
              {t('competitions.list.enter')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {form.phase === 'upcoming'
                ? t('competitions.list.opensOn', { date: formatDateTime(form.opensAt) })
                : open && !approved
                  ? t('competitions.list.notApprovedShort')
                  : open
                    ? t('competitions.list.nothingToEnter')
                    : t('competitions.list.closed')}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
