import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CompetitionProfile } from '@para/contract';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { sportName } from '../describe';

/**
 * What the portal already knows of the athlete, shown on the entry form and never asked again: it comes
 * from the approved registration, and changing it is a change of registration.
 */
export function ProfileSummary({ profile }: { profile: CompetitionProfile }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('competitionEntry.profile.name'), profile.name],
    [t('competitionEntry.profile.uid'), profile.uid || t('competitionEntry.profile.none')],
    [
      t('competitionEntry.profile.dateOfBirth'),
      profile.dateOfBirth ? formatDate(profile.dateOfBirth) : t('competitionEntry.profile.none'),
    ],
    [
      t('competitionEntry.profile.gender'),
      profile.gender ? t(`profile.gender.${profile.gender}`) : t('competitionEntry.profile.none'),
    ],
    [
      t('competitionEntry.profile.district'),
      t(`districts.${profile.district}`, { defaultValue: profile.district }),
    ],
  ];
  const sports = profile.sports.map(
    (entry) =>
      `${sportName(t, entry.sport)}: ${
        entry.classStatus === 'not_classified' || !entry.sportClass
          ? t('profile.classStatus.not_classified')
          : entry.sportClass
      }`,
  );
  rows.push([
    t('competitionEntry.profile.sports'),
    sports.length > 0 ? sports.join('; ') : t('competitionEntry.profile.none'),
  ]);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="profile-heading"
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="profile-heading">
          {t('competitionEntry.profile.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('competitionEntry.profile.intro')}
        </Text>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
