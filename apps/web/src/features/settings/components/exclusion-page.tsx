import type { SelfExclusionPeriod } from '@sika/contract';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { formatDate } from '../../../lib/dates.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { useToken } from '../../../lib/session/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { confirmDialog } from '../../../ui/dialog.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Field } from '../../../ui/field.tsx';
import { CheckIcon, LockIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import settingsList from '../../../ui/settings-list.module.css';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type SelfExclusionStatus, useSelfExclusion } from '../api/get-self-exclusion.ts';
import { type SelfExclusionRecord, useSetSelfExclusion } from '../api/set-self-exclusion.ts';
import styles from './exclusion.module.css';

const DAY_MS = 86_400_000;

/**
 * /me/settings/exclusion (spec core §6, decision 005): the rules in plain words, a period or permanent, the
 * password, a last confirmation. It takes effect at once: play, deposits and bonuses stop on every device
 * (withdrawing and messages stay, decision 017), and the page then shows until when.
 */
export default function ExclusionPage() {
  const { t } = useT('settings');
  const loggedIn = useToken() !== null;
  const [done, setDone] = useState<SelfExclusionRecord | null>(null);
  return (
    <>
      <PageHeader title={t('routes.me-settings-exclusion')} />
      <Page>
        {done ? (
          <Excluded record={done} />
        ) : (
          <div className={settingsList.stack}>
            <Rules />
            {loggedIn ? <ExclusionForm onExcluded={setDone} /> : <LoginFirst />}
          </div>
        )}
      </Page>
    </>
  );
}

function Rules() {
  const { t } = useT('settings');
  return (
    <section className={styles.rules} aria-labelledby="exclusion-rules">
      <h2 id="exclusion-rules" className={styles.heading}>
        {t('settings.exclusionRulesTitle')}
      </h2>
      <ul className={styles.ruleList}>
        {(['choose', 'now', 'final', 'after', 'help'] as const).map((rule) => (
          <li key={rule}>{t(`settings.exclusionRules.${rule}`)}</li>
        ))}
      </ul>
    </section>
  );
}

function LoginFirst() {
  const { t } = useT('settings');
  return (
    <Empty
      icon={<LockIcon />}
      title={t('settings.exclusionLoginTitle')}
      text={t('settings.exclusionLoginText')}
      action={<ButtonLink to={loginPath('/me/settings/exclusion')}>{t('guard.confirm')}</ButtonLink>}
    />
  );
}

function ExclusionForm({ onExcluded }: { onExcluded(record: SelfExclusionRecord): void }) {
  const { t } = useT('settings');
  const status = useSelfExclusion();
  if (status.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')} className={settingsList.stack}>
        <Skeleton height="1.2rem" lines={4} />
      </div>
    );
  }
  if (status.isError) {
    return <LoadError onRetry={() => void status.refetch()} />;
  }
  return (
    <>
      <PeriodForm status={status.data} onExcluded={onExcluded} />
      <History status={status.data} />
    </>
  );
}

function PeriodForm({
  status,
  onExcluded,
}: {
  status: SelfExclusionStatus;
  onExcluded(record: SelfExclusionRecord): void;
}) {
  const { t, language } = useT('settings');
  const [period, setPeriod] = useState<SelfExclusionPeriod | null>(null);
  const [password, setPassword] = useState('');
  const exclude = useSetSelfExclusion(onExcluded);
  const chosen = status.periods.find((option) => option.period === period);
  const endText = (days: number | null) =>
    days === null
      ? t('settings.exclusionForever')
      : t('settings.exclusionUntil', {
          date: formatDate(new Date(Date.now() + days * DAY_MS).toISOString(), language, 'medium'),
        });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !password || exclude.isPending) return;
    const confirmed = await confirmDialog({
      title: t('settings.exclusionConfirmTitle'),
      message:
        chosen.days === null
          ? t('settings.exclusionConfirmPermanent')
          : t('settings.exclusionConfirm', {
              period: t(`settings.periods.${chosen.period}`),
              date: formatDate(new Date(Date.now() + chosen.days * DAY_MS).toISOString(), language),
            }),
      confirmText: t('settings.exclusionConfirmButton'),
    });
    if (!confirmed) return;
    exclude.mutate({ period: chosen.period, password });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={styles.periods}>
        <legend className={styles.heading}>{t('settings.exclusionChoose')}</legend>
        {status.periods.map((option) => (
          <label
            key={option.period}
            className={`${styles.period} ${option.days === null ? styles.permanent : ''}`}
          >
            <input
              type="radio"
              name="period"
              value={option.period}
              checked={period === option.period}
              onChange={() => setPeriod(option.period)}
            />
            <span className={styles.periodText}>
              <span className={styles.periodName}>{t(`settings.periods.${option.period}`)}</span>
              <span className={styles.periodEnd}>{endText(option.days)}</span>
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
        hint={t('settings.exclusionPasswordHint')}
      />
      <Button
        type="submit"
        variant="danger"
        block
        disabled={!chosen || !password}
        loading={exclude.isPending}
      >
        {t('settings.exclusionSubmit')}
      </Button>
    </form>
  );
}

function History({ status }: { status: SelfExclusionStatus }) {
  const { t, language } = useT('settings');
  if (status.history.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby="exclusion-history">
      <h2 id="exclusion-history" className={styles.heading}>
        {t('settings.exclusionHistory')}
      </h2>
      <ul className={styles.historyList}>
        {status.history.map((record) => (
          <li key={record.startsAt} className={styles.historyItem}>
            <span className={styles.periodName}>{t(`settings.periods.${record.period}`)}</span>
            <span className={styles.periodEnd}>
              {t('settings.exclusionRange', {
                from: formatDate(record.startsAt, language),
                until: record.until ? formatDate(record.until, language) : t('settings.periods.permanent'),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The final screen: play is paused; it says until when, that withdrawing stays open, and where help is. */
function Excluded({ record }: { record: SelfExclusionRecord }) {
  const { t, language } = useT('settings');
  return (
    <div data-testid="exclusion-done">
      <Empty
        icon={<CheckIcon />}
        title={t('settings.exclusionDoneTitle')}
        text={
          record.permanent || !record.until
            ? t('settings.exclusionDonePermanent')
            : t('settings.exclusionDoneUntil', { date: formatDate(record.until, language) })
        }
        action={
          <>
            <ButtonLink to="/home" replace>
              {t('settings.exclusionDoneHome')}
            </ButtonLink>
            <ButtonLink to="/supports" variant="secondary">
              {t('settings.contact')}
            </ButtonLink>
          </>
        }
      />
      <p className={styles.doneNote}>{t('settings.exclusionDoneNote')}</p>
    </div>
  );
}
