import { Anchor, Badge, Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { AthleteForm, MyEntry } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { formatDate, formatMoney, todayInIndia } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { mySubmissionsQuery, openFormsQuery } from '../api';
import { disciplineName } from '../describe';

/**
 * The competitions the athlete took part in: their confirmed entries on forms whose competition is over,
 * that is, whose first day has passed or which the list of current forms no longer holds.
 */
export function previousEntries(entries: MyEntry[], current: AthleteForm[] | undefined, today: string) {
  return entries.filter((entry) => {
    if (entry.status !== 'confirmed') return false;
    const form = current?.find((item) => item._id === entry.formId);
    return form ? form.competitionFirstDay < today : current !== undefined;
  });
}

/**
 * The athlete's confirmed entries on competitions already held (on /user/previous-events, above the
 * archive of every past competition's results).
 */
export function MyPreviousEntries({ headingOrder = 3 }: { headingOrder?: TitleOrder }) {
  const { t } = useTranslation();
  const mine = useQuery(mySubmissionsQuery());
  const current = useQuery(openFormsQuery());
  const today = todayInIndia();
  // The current forms tell which competitions are still to come; without them nothing can be called past.
  const ready = current.data !== undefined || current.isError;
  // A form still listed names its disciplines; one gone from the list leaves its keys.
  const nameOf = (formId: string, key: string) => {
    const found = current.data
      ?.find((form) => form._id === formId)
      ?.disciplines.find((item) => item.key === key);
    return found ? disciplineName(found) : key;
  };
  const list = (data: MyEntry[]) =>
    previousEntries(data, current.data ?? (current.isError ? [] : undefined), today);

  return (
    <QueryState
      query={ready ? mine : { ...mine, data: undefined, isError: false }}
      errorTitle={t('competitions.loadFailed')}
      isEmpty={(data) => list(data).length === 0}
      empty={<Text c="dimmed">{t('competitionEntry.previous.empty')}</Text>}
    >
      {(data) => (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list(data).map((entry) => (
            <Paper key={entry._id} component="li" withBorder radius="md" p="md">
              <Stack gap={4}>
                <Title order={headingOrder} size="h4">
                  {entry.formTitle}
                </Title>
                <Group gap="xs">
                  {entry.disciplines.map((item) => (
                    <Badge key={item.key} variant="light" color="gray" c="dark.9" tt="none">
                      {nameOf(entry.formId, item.key)}
                    </Badge>
                  ))}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('competitionEntry.previous.entered', { date: formatDate(entry.createdAt) })}
                  {entry.amountPaise > 0 && ` · ${formatMoney(entry.amountPaise)}`}
                </Text>
                <Anchor
                  component={Link}
                  to={paths.user.eventForm(entry.formId)}
                  size="sm"
                  aria-label={t('competitions.list.viewEntryOf', { title: entry.formTitle })}
                >
                  {t('competitions.list.viewEntry')}
                </Anchor>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
