import { Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import type { TeamCandidate, TeamEligibility } from '@para/contract';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { disciplineName, reasonText } from './team-texts';

/**
 * One athlete of the team list: a checkbox per discipline, each saying why the athlete may not enter
 * it (or that entering puts them on the waiting list). A group of its own, named by the athlete.
 */
export function TeamAthleteChoice({
  athlete,
  disciplines,
  chosen,
  onChange,
}: {
  athlete: TeamCandidate;
  disciplines: TeamEligibility['form']['disciplines'];
  chosen: string[];
  onChange: (keys: string[]) => void;
}) {
  const { t } = useTranslation();
  const language = useLang();
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...chosen, key] : chosen.filter((item) => item !== key));
  return (
    <Fieldset
      legend={
        athlete.uid
          ? t('districtEntries.team.athleteLegend', { name: athlete.name, uid: athlete.uid })
          : athlete.name
      }
      radius="md"
    >
      <Stack gap="xs">
        {athlete.sportClasses.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('districtEntries.team.classes', { classes: athlete.sportClasses.join(', ') })}
          </Text>
        )}
        {disciplines.map((discipline) => {
          const state = athlete.disciplines.find((item) => item.key === discipline.key);
          const eligible = state?.eligible ?? false;
          const note =
            state?.reason && (!eligible || state.reason === 'DISCIPLINE_FULL')
              ? reasonText(t, state.reason)
              : undefined;
          return (
            <Checkbox
              key={discipline.key}
              label={disciplineName(language, discipline)}
              description={note}
              disabled={!eligible}
              checked={chosen.includes(discipline.key)}
              onChange={(event) => toggle(discipline.key, event.currentTarget.checked)}
            />
          );
        })}
      </Stack>
    </Fieldset>
  );
}
