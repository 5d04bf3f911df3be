import { IconLanguage } from '@tabler/icons-react';
import { useId } from 'react';
import { changeLanguage, isLanguage, languages } from '../lib/i18n';
import { useTranslation } from '../lib/translation';
import classes from './LanguageSwitch.module.css';

/**
 * Language choice for the top bars, remembered in this browser. A native <select>: every phone and screen
 * reader knows how to work it, and it costs no JavaScript.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={classes.wrapper}>
      <IconLanguage size={20} aria-hidden className={classes.icon} />
      <label htmlFor={id} className="visually-hidden-inline">
        {t('common.language')}
      </label>
      <select
        id={id}
        className={classes.select}
        value={i18n.language}
        data-language-switch=""
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
