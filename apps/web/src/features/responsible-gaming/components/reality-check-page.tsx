import type { ResponsibleGamingSettings } from '@sika/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import settingsList from '../../../ui/settings-list.module.css';
import { showToast } from '../../../ui/toast.tsx';
import { useSetRealityCheck } from '../api/set-reality-check.ts';
import styles from './responsible-gaming.module.css';
import { SettingsState } from './settings-state.tsx';

/** The intervals offered (minutes, within the contract's 5–240); "default" is the market's. */
const choices = [15, 30, 60, 120] as const;

/**
 * /me/settings/reality-check (issue 19): every N minutes the game frame pauses with the time played and the
 * session's net result. The player picks N, or keeps the market default.
 */
export default function RealityCheckPage() {
  const { t } = useT();
  return (
    <>
      <PageHeader title={t('routes.me-settings-reality-check')} />
      <Page>
        <SettingsState>{(settings) => <RealityCheck settings={settings} />}</SettingsState>
      </Page>
    </>
  );
}

function RealityCheck({ settings }: { settings: ResponsibleGamingSettings }) {
  const { t } = useT();
  const { minutes, defaultMinutes } = settings.realityCheck;
  const [chosen, setChosen] = useState<number | null>(minutes);
  const save = useSetRealityCheck(() => showToast(t('rg.savedNow'), 'success'));
  // The market default is the "Standard" choice already, unless it is the player's own pick.
  const offered = [...new Set<number>([...choices, ...(minutes === null ? [] : [minutes])])]
    .filter((option) => option !== defaultMinutes || option === minutes)
    .sort((a, b) => a - b);
  return (
    <div className={settingsList.stack} data-testid="rg-reality-check">
      <p className={styles.intro}>{t('rg.realityIntro')}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!save.isPending) save.mutate(chosen ?? undefined);
        }}
      >
        <fieldset className={styles.choices}>
          <legend>{t('rg.realityChoose')}</legend>
          <label className={`${styles.choice} ${styles.wide}`}>
            <input type="radio" name="interval" checked={chosen === null} onChange={() => setChosen(null)} />
            <span className={styles.choiceText}>
              <span className={styles.choiceName}>{t('rg.realityDefault')}</span>
              <span className={styles.choiceHint}>{t('rg.everyMinutes', { count: defaultMinutes })}</span>
            </span>
          </label>
          {offered.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="interval"
                value={option}
                checked={chosen === option}
                onChange={() => setChosen(option)}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceName}>{t('rg.minutesShort', { count: option })}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" block loading={save.isPending} disabled={chosen === minutes}>
          {t('rg.save')}
        </Button>
      </form>
    </div>
  );
}
