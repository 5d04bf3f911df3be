import { Group, Text } from '@mantine/core';
import type { AthleteForm, CompetitionProfile } from '@para/contract';
import { IconCircleCheck, IconClockHour4, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { type AthleteDiscipline, placesText, reasonText } from '../describe';

/**
 * Whether this athlete may enter one discipline, in words: "You may enter · 3 places left", the waiting
 * list when it is full, or why not. The colour is never the only sign: each state has its icon and text.
 */
export function DisciplineStatus({
  discipline,
  form,
  profile,
  id,
}: {
  discipline: AthleteDiscipline;
  form: AthleteForm;
  profile?: CompetitionProfile | undefined;
  id?: string;
}) {
  const { t } = useTranslation();
  if (!discipline.eligible) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start" id={id}>
        <IconLock size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
        <Text size="sm" c="red.9">
          {discipline.reason
            ? reasonText(t, discipline.reason, discipline, form, profile)
            : t('competitions.reasons.unknown')}
        </Text>
      </Group>
    );
  }
  if (discipline.waitlist) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start" id={id}>
        <IconClockHour4
          size={18}
          aria-hidden
          color="var(--mantine-color-orange-8)"
          style={{ flex: 'none', marginTop: 2 }}
        />
        <Text size="sm">{reasonText(t, 'DISCIPLINE_FULL', discipline, form, profile)}</Text>
      </Group>
    );
  }
  const places = placesText(t, discipline);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" id={id}>
      <IconCircleCheck
        size={18}
        aria-hidden
        color="var(--mantine-color-green-8)"
        style={{ flex: 'none', marginTop: 2 }}
      />
      <Text size="sm">
        {places ? t('competitions.status.mayEnterPlaces', { places }) : t('competitions.status.mayEnter')}
      </Text>
    </Group>
  );
}
