import { ActionIcon } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { LanguageSwitch } from '../LanguageSwitch';
import { LazySidePanel } from '../LazySidePanel';
import { DisplayControls } from '../public/DisplayControls';
import classes from './DisplaySettings.module.css';
import { FullscreenToggle } from './FullscreenToggle';

/**
 * Language, text size, contrast and full screen in one labelled group: on a phone the top bar has no
 * room for them, so they live in the navigation drawer (or, where there is no drawer, in a panel of
 * their own). The same controls as the public site's, working on the same stored choice.
 */
export function DisplaySettings({ withHeading = true }: { withHeading?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const controls = (
    <>
      <LanguageSwitch />
      <DisplayControls />
      <FullscreenToggle />
    </>
  );
  // In a panel of their own the panel's title already names them.
  if (!withHeading) return <div className={classes.group}>{controls}</div>;
  return (
    <section aria-labelledby={headingId} className={`${classes.group} ${classes.section}`}>
      <h2 id={headingId} className={classes.heading}>
        {t('shell.displayHeading')}
      </h2>
      {controls}
    </section>
  );
}

/** Phones without a navigation drawer (the registration flow): a button that opens the settings. */
export function DisplaySettingsButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Back to the button on closing, said here rather than left to the drawer's focus trap: switching the
  // language inside the panel may load texts and draw the panel anew, and the trap then forgets where
  // focus came from.
  const close = () => {
    setOpened(false);
    button.current?.focus();
  };
  return (
    <>
      <ActionIcon
        ref={button}
        variant="subtle"
        color="dark"
        size={44}
        onClick={() => setOpened(true)}
        aria-expanded={opened}
        aria-haspopup="dialog"
        aria-label={t('shell.openDisplaySettings')}
        title={t('shell.openDisplaySettings')}
      >
        <IconAdjustmentsHorizontal size={24} aria-hidden />
      </ActionIcon>
      <LazySidePanel
        opened={opened}
        onClose={close}
        position="right"
        size="85%"
        title={t('shell.displayPanelTitle')}
        closeLabel={t('shell.closeDisplaySettings')}
      >
        <DisplaySettings withHeading={false} />
      </LazySidePanel>
    </>
  );
}
