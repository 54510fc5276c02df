import { useState, useSyncExternalStore } from 'react';
import { changeLanguage, useT } from '../i18n/index.ts';
import { type Language, languageNames, languages } from '../i18n/languages.ts';
import { applyTheme, currentTheme, subscribeTheme, themeNames } from '../themes/theme.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { GlobeIcon } from '../ui/icons/core.tsx';
import { IconButton } from '../ui/page.tsx';
import styles from './preferences.module.css';

/** The language and theme picker, both remembered on the phone. Opens from a globe button. */
export function PreferencesButton() {
  const { t, language: appLanguage } = useT('prefs');
  const [open, setOpen] = useState(false);
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, currentTheme);
  return (
    <>
      <IconButton label={t('common.preferences')} onClick={() => setOpen(true)}>
        <GlobeIcon />
      </IconButton>
      <Dialog
        open={open}
        title={t('prefs.title')}
        onClose={() => setOpen(false)}
        actions={<Button onClick={() => setOpen(false)}>{t('common.close')}</Button>}
      >
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('prefs.language')}</legend>
          {languages.map((language: Language) => (
            <label key={language} className={styles.option}>
              <input
                type="radio"
                name="language"
                checked={appLanguage === language}
                onChange={() => void changeLanguage(language)}
              />
              <span lang={language}>{languageNames[language]}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('prefs.theme')}</legend>
          {themeNames.map((name) => (
            <label key={name} className={styles.option}>
              <input
                type="radio"
                name="theme"
                checked={theme === name}
                onChange={() => applyTheme(name, true)}
              />
              <span>{t(`prefs.themes.${name}`)}</span>
            </label>
          ))}
        </fieldset>
      </Dialog>
    </>
  );
}
