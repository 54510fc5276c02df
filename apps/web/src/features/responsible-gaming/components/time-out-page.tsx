import type { ResponsibleGamingSettings, TimeOutPeriod } from '@sika/contract';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { useWhen } from '../../../lib/use-when.ts';
import { Button } from '../../../ui/button.tsx';
import { confirmDialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { LockIcon } from '../../../ui/icons/core.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import settingsList from '../../../ui/settings-list.module.css';
import { useTakeTimeOut } from '../api/take-time-out.ts';
import { PauseStatus } from './pause-status.tsx';
import styles from './responsible-gaming.module.css';
import { SettingsState } from './settings-state.tsx';

const HOUR_MS = 3_600_000;
const periodMs: Record<TimeOutPeriod, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};

/**
 * /me/settings/time-out (issue 19, decision 017): a break of 24 hours, 7 or 30 days, with the password and a
 * last confirmation. At once, play, deposits and bonuses stop; withdrawing and messages stay. It cannot be
 * shortened; a longer one extends it. The stronger self-exclusion is one link away.
 */
export default function TimeOutPage() {
  const { t } = useT('settings');
  return (
    <>
      <PageHeader title={t('routes.me-settings-time-out')} />
      <Page>
        <SettingsState>{(settings) => <TimeOut settings={settings} />}</SettingsState>
      </Page>
    </>
  );
}

function TimeOut({ settings }: { settings: ResponsibleGamingSettings }) {
  const { t } = useT('settings');
  const when = useWhen();
  const [period, setPeriod] = useState<TimeOutPeriod | null>(null);
  const [password, setPassword] = useState('');
  const take = useTakeTimeOut(() => {
    setPassword('');
    setPeriod(null);
  });
  const endOf = (option: TimeOutPeriod) => new Date(Date.now() + periodMs[option]).toISOString();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!period || !password || take.isPending) return;
    const confirmed = await confirmDialog({
      title: t('rg.timeOutConfirmTitle'),
      message: t('rg.timeOutConfirm', {
        period: t(`rg.timeOutPeriods.${period}`),
        when: when(endOf(period)),
      }),
      confirmText: t('rg.timeOutConfirmButton'),
    });
    if (confirmed) take.mutate({ period, password });
  };

  return (
    <div className={settingsList.stack} data-testid="rg-time-out">
      {settings.pause ? (
        <PauseStatus pause={settings.pause} />
      ) : (
        <p className={styles.intro}>{t('rg.timeOutIntro')}</p>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.choices}>
          <legend>{settings.pause ? t('rg.timeOutExtend') : t('rg.timeOutChoose')}</legend>
          {settings.timeOutPeriods.map((option) => (
            <label key={option} className={`${styles.choice} ${option === '30d' ? styles.wide : ''}`}>
              <input
                type="radio"
                name="period"
                value={option}
                checked={period === option}
                onChange={() => setPeriod(option)}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceName}>{t(`rg.timeOutPeriods.${option}`)}</span>
                <span className={styles.choiceHint}>{t('rg.until', { when: when(endOf(option)) })}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Field
          label={t('settings.exclusionPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          maxLength={64}
          onChange={(event) => setPassword(event.target.value)}
          icon={<LockIcon />}
          hint={t('rg.timeOutPasswordHint')}
        />
        <Button type="submit" variant="danger" block disabled={!period || !password} loading={take.isPending}>
          {t('rg.timeOutSubmit')}
        </Button>
      </form>
      <p className={styles.note}>{t('rg.timeOutNote')}</p>
      <p className={styles.note}>
        {t('rg.timeOutLonger')}{' '}
        <Link to="/me/settings/exclusion" className={settingsList.link}>
          {t('rg.timeOutExclusionLink')}
        </Link>
      </p>
    </div>
  );
}
