import type { LimitKind, LimitView, ResponsibleGamingSettings } from '@sika/contract';
import { SESSION_LIMIT_MINUTES } from '@sika/contract';
import { formatMoney, type Market, parseMoneyInput } from '@sika/domain';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { useWhen } from '../../../lib/use-when.ts';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import settingsList from '../../../ui/settings-list.module.css';
import { Sheet } from '../../../ui/sheet.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useSetLimit } from '../api/set-limit.ts';
import styles from './responsible-gaming.module.css';
import { SettingsState } from './settings-state.tsx';

const kinds: readonly LimitKind[] = ['deposit', 'loss', 'session'];

/**
 * /me/settings/limits (issue 19, decision 017): deposit and loss limits per rolling day, week and month and
 * a session time limit. Each shows the value in force, what is used of it, and a waiting raise with the
 * moment it takes effect. Lower or new: at once; higher or removed: 24 hours later (the server decides and
 * says which; the page only shows its answer).
 */
export default function LimitsPage() {
  const { t } = useT();
  return (
    <>
      <PageHeader title={t('routes.me-settings-limits')} />
      <Page>
        <SettingsState>{(settings) => <Limits settings={settings} />}</SettingsState>
      </Page>
    </>
  );
}

function Limits({ settings }: { settings: ResponsibleGamingSettings }) {
  const { t } = useT();
  const market = useMarket();
  const [editing, setEditing] = useState<LimitView | null>(null);
  if (!market) return null;
  return (
    <div className={settingsList.stack}>
      <p className={styles.intro}>{t('rg.limitsIntro')}</p>
      {kinds.map((kind) => (
        <section key={kind} className={settingsList.section} aria-labelledby={`limits-${kind}`}>
          <h2 id={`limits-${kind}`} className={settingsList.sectionTitle}>
            {t(`rg.kinds.${kind}`)}
          </h2>
          <div className={settingsList.card}>
            {settings.limits
              .filter((limit) => limit.kind === kind)
              .map((limit) => (
                <LimitRow key={limit.period} limit={limit} market={market} onEdit={() => setEditing(limit)} />
              ))}
          </div>
        </section>
      ))}
      {editing && <LimitSheet limit={editing} market={market} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** A limit's amount as the player reads it: money, or minutes for the session limit. */
function useLimitAmount(market: Market) {
  const { t } = useT();
  return (limit: Pick<LimitView, 'kind'>, value: number) =>
    limit.kind === 'session' ? t('rg.minutes', { count: value }) : formatMoney(market, value);
}

function LimitRow({ limit, market, onEdit }: { limit: LimitView; market: Market; onEdit(): void }) {
  const { t } = useT();
  const amount = useLimitAmount(market);
  const when = useWhen();
  const label = t(`rg.periods.${limit.period}`);
  return (
    <div className={settingsList.row} data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className={styles.rowText}>
        <span className={styles.rowLabel}>{label}</span>
        <strong className={styles.rowValue}>
          {limit.value === null ? t('rg.noLimit') : amount(limit, limit.value)}
        </strong>
        {limit.value !== null && (
          <span className={styles.rowHint}>
            {limit.kind === 'session'
              ? t('rg.usedSession', { used: amount(limit, limit.used) })
              : t(`rg.used.${limit.kind === 'deposit' ? 'deposit' : 'loss'}`, {
                  used: formatMoney(market, Math.max(0, limit.used)),
                  left: formatMoney(market, Math.max(0, limit.value - limit.used)),
                })}
          </span>
        )}
        {limit.pending && (
          <span className={styles.pending} data-testid="limit-pending">
            {limit.pending.value === null
              ? t('rg.pendingRemoval', { when: when(limit.pending.from) })
              : t('rg.pendingRaise', {
                  value: amount(limit, limit.pending.value),
                  when: when(limit.pending.from),
                })}
          </span>
        )}
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={onEdit}
        aria-label={t('rg.editLabel', { kind: t(`rg.kinds.${limit.kind}`), period: label })}
      >
        {limit.value === null ? t('rg.set') : t('rg.change')}
      </Button>
    </div>
  );
}

/** What the field holds, read as the limit's unit: minor units of money, or whole minutes. */
function parseLimit(kind: LimitKind, market: Market, text: string): number | null {
  if (kind !== 'session') {
    const minor = parseMoneyInput(market, text);
    return minor !== null && minor > 0 ? minor : null;
  }
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const minutes = Number(text.trim());
  return minutes >= SESSION_LIMIT_MINUTES.min && minutes <= SESSION_LIMIT_MINUTES.max ? minutes : null;
}

function LimitSheet({ limit, market, onClose }: { limit: LimitView; market: Market; onClose(): void }) {
  const { t } = useT();
  const when = useWhen();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = useSetLimit((settings) => {
    const saved = settings.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
    showToast(
      saved?.pending ? t('rg.savedPending', { when: when(saved.pending.from) }) : t('rg.savedNow'),
      'success',
    );
    onClose();
  });
  const isSession = limit.kind === 'session';
  const title = t('rg.editTitle', {
    kind: t(`rg.kinds.${limit.kind}`),
    period: t(`rg.periods.${limit.period}`),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseLimit(limit.kind, market, text);
    setInvalid(value === null);
    if (value === null || save.isPending) return;
    save.mutate({ kind: limit.kind, period: limit.period, value });
  };

  return (
    <Sheet open title={title} onClose={onClose}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label={isSession ? t('rg.minutesLabel') : t('rg.amountLabel')}
          inputMode={isSession ? 'numeric' : 'decimal'}
          autoComplete="off"
          prefix={isSession ? undefined : market.currencySymbol}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={
            invalid
              ? isSession
                ? t('rg.invalidMinutes', SESSION_LIMIT_MINUTES)
                : t('rg.invalidAmount')
              : null
          }
          hint={t('rg.ruleHint')}
          data-autofocus
        />
        <Button type="submit" block loading={save.isPending && save.variables?.value !== undefined}>
          {t('rg.save')}
        </Button>
        {limit.value !== null && limit.pending?.value !== null && (
          <Button
            variant="ghost"
            block
            loading={save.isPending && save.variables?.value === undefined}
            onClick={() => save.mutate({ kind: limit.kind, period: limit.period })}
          >
            {t('rg.remove')}
          </Button>
        )}
      </form>
    </Sheet>
  );
}
