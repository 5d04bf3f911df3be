import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import type { Step } from '../rules';
import classes from './StepNav.module.css';

/**
 * The three steps as an ordered list. Steps the athlete can go to are buttons; the current one carries
 * aria-current="step". Numbers and ticks are repeated in text for screen readers.
 */
export function StepNav({
  step,
  titles,
  done,
  reachable,
  onGo,
}: {
  step: Step;
  titles: [string, string, string];
  done: [boolean, boolean, boolean];
  reachable: (step: Step) => boolean;
  onGo: (step: Step) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('registration.stepsLabel')}>
      <ol className={classes.list}>
        {titles.map((title, index) => {
          const target = index as Step;
          const current = target === step;
          const content = (
            <>
              <span
                className={classes.badge}
                data-done={done[index] || undefined}
                data-current={current || undefined}
                aria-hidden
              >
                {done[index] && !current ? <IconCheck size={16} /> : index + 1}
              </span>
              <span className={classes.text}>
                <Text span size="sm" fw={current ? 700 : 500}>
                  {title}
                </Text>
                <Text span size="xs" c="dimmed" className={classes.state}>
                  {current
                    ? t('registration.stepCurrent')
                    : done[index]
                      ? t('registration.stepDone')
                      : t('registration.stepTodo')}
                </Text>
              </span>
            </>
          );
          return (
            <li key={title} className={classes.item} aria-current={current ? 'step' : undefined}>
              {!current && reachable(target) ? (
                <UnstyledButton
                  className={classes.button}
                  onClick={() => onGo(target)}
                  aria-label={t('registration.goToStep', { n: index + 1, title })}
                >
                  {content}
                </UnstyledButton>
              ) : (
                <div className={classes.button} data-static>
                  <span className={classes.hidden}>
                    {t('registration.stepOf', { n: index + 1, total: 3 })}:{' '}
                  </span>
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </Box>
  );
}
