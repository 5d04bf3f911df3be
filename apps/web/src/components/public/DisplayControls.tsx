import { useSyncExternalStore } from 'react';
import { defaultDisplay, displayStore, type TextSize } from '../../lib/display';
import { useTranslation } from '../../lib/translation';
import classes from './DisplayControls.module.css';

const sizes: { size: TextSize; label: string; key: string }[] = [
  { size: 'small', label: 'A-', key: 'smaller' },
  { size: 'normal', label: 'A', key: 'normal' },
  { size: 'large', label: 'A+', key: 'larger' },
];

/** A-, A, A+ and a high-contrast switch; plain buttons with aria-pressed, remembered in the browser. */
export function DisplayControls() {
  const { t } = useTranslation();
  // A page rendered on the server shows the defaults; the reader's own choice follows right after the
  // app takes the page over (the boot script has already applied it to the page itself).
  const prefs = useSyncExternalStore(displayStore.subscribe, displayStore.get, () => defaultDisplay);
  return (
    <fieldset className={classes.controls}>
      <legend className="visually-hidden-inline">{t('a11y.controls.label')}</legend>
      {sizes.map(({ size, label, key }) => (
        <button
          key={size}
          type="button"
          className={classes.button}
          aria-pressed={prefs.textSize === size}
          data-text-size={size}
          title={t(`a11y.controls.${key}`)}
          onClick={() => displayStore.set({ textSize: size })}
        >
          {/* The name starts with what the button shows ("A+ Larger text"), so that a reader who
              speaks to the computer can say what they see (label in name). */}
          {label}
          <span className="visually-hidden-inline"> {t(`a11y.controls.${key}`)}</span>
        </button>
      ))}
      <button
        type="button"
        className={classes.button}
        aria-pressed={prefs.highContrast}
        data-contrast-toggle=""
        title={t('a11y.controls.contrast')}
        onClick={() => displayStore.set({ highContrast: !prefs.highContrast })}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
        </svg>
        <span className="visually-hidden-inline">{t('a11y.controls.contrast')}</span>
      </button>
    </fieldset>
  );
}
