import type { CashBackWeek } from '@sika/contract';
import type { Market } from '@sika/domain';
import { formatMoney } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Button } from '../../../ui/button.tsx';
import { alertDialog } from '../../../ui/dialog.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { ALREADY_CLAIMED, NOT_READY, useCashBack, useClaimCashBack } from '../api/vip.ts';
import styles from './vip.module.css';

/**
 * /subscriber/cashBack (spec activities §4, §9): this week's running figure, last week's amount with the
 * claim button (Monday 06:00 to Sunday 23:59; outside it the spec's "Bonus is not ready to claim."), and
 * the earlier weeks.
 */
export default function CashBackPage() {
  const { t } = useT('vip');
  const market = useMarket();
  const cashBack = useCashBack();
  const claim = useClaimCashBack();
  const onClaim = async () => {
    if (claim.isPending || !market) return;
    try {
      const result = await claim.mutateAsync();
      showToast(t('vip.claimedToast', { amount: formatMoney(market, result.amount) }), 'success');
    } catch (error) {
      if (isApiError(error) && error.code === NOT_READY) await alertDialog({ message: t('vip.notReady') });
      if (isApiError(error) && error.code === ALREADY_CLAIMED)
        await alertDialog({ message: t('vip.alreadyClaimed') });
    }
  };
  return (
    <>
      <PageHeader title={t('routes.subscriber-cash-back')} />
      <Page>
        {cashBack.isError ? (
          <LoadError onRetry={() => void cashBack.refetch()} />
        ) : !cashBack.data || !market ? (
          <Skeleton height="2.4rem" lines={3} />
        ) : (
          <div className={styles.stack}>
            <Week
              title={t('vip.cashBack.lastWeek')}
              week={cashBack.data.lastWeek}
              market={market}
              testId="cash-back-last"
            >
              {/* Before its window a press answers the spec's alert; claimed, expired or empty: nothing to press. */}
              {['claimable', 'not_ready'].includes(cashBack.data.lastWeek.state) && (
                <Button
                  block
                  loading={claim.isPending}
                  onClick={() => void onClaim()}
                  data-testid="cash-back-claim"
                >
                  {t('vip.cashBack.claim')}
                </Button>
              )}
            </Week>
            <Week
              title={t('vip.cashBack.thisWeek')}
              week={cashBack.data.thisWeek}
              market={market}
              testId="cash-back-this"
            />
            <section aria-labelledby="cash-back-history" className={styles.stack}>
              <h2 id="cash-back-history" className={styles.sectionTitle}>
                {t('vip.cashBack.history')}
              </h2>
              {cashBack.data.history.length === 0 ? (
                <p className={styles.muted}>{t('vip.cashBack.noHistory')}</p>
              ) : (
                cashBack.data.history.map((week) => (
                  <Week
                    key={week.weekStart}
                    week={week}
                    market={market}
                    testId={`cash-back-${week.weekStart}`}
                  />
                ))
              )}
            </section>
          </div>
        )}
      </Page>
    </>
  );
}

function Week({
  title,
  week,
  market,
  testId,
  children,
}: {
  title?: string;
  week: CashBackWeek;
  market: Market;
  testId: string;
  children?: React.ReactNode;
}) {
  const { t } = useT('vip');
  const language = useLanguage();
  const money = (amount: number) => formatMoney(market, amount);
  return (
    <section className={styles.card} data-testid={testId} data-state={week.state}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>
          {title ??
            `${formatDate(week.weekStart, language, 'medium')} – ${formatDate(week.weekEnd, language, 'medium')}`}
        </h2>
        <span className={styles.badge} data-state={week.state === 'claimable' ? 0 : 9}>
          {t(`vip.cashBack.state.${week.state}`)}
        </span>
      </div>
      {title && (
        <p className={styles.muted}>
          {formatDate(week.weekStart, language, 'medium')} – {formatDate(week.weekEnd, language, 'medium')}
        </p>
      )}
      <p className={styles.points} data-testid={`${testId}-amount`}>
        {money(week.amount)}
      </p>
      <p className={styles.muted}>
        {t('vip.cashBack.netLoss', { amount: money(week.netLossMinor) })} ·{' '}
        {t('vip.cashBack.games', { amount: money(week.gamesNetMinor) })} ·{' '}
        {t('vip.cashBack.bonuses', { amount: money(week.bonusesMinor) })}
      </p>
      <p className={styles.muted}>
        {t('vip.cashBack.rate', { level: week.levelId, rate: `${week.rate / 100} %` })}
        {week.capped && ` · ${t('vip.cashBack.capped', { cap: money(week.capMinor) })}`}
      </p>
      {children && week.state !== 'running' && (
        <>
          <p className={styles.muted}>
            {t('vip.cashBack.window', {
              from: formatDateTime(week.claimOpensAt, language),
              to: formatDateTime(new Date(Date.parse(week.claimClosesAt) - 60_000).toISOString(), language),
            })}
          </p>
          {children}
        </>
      )}
    </section>
  );
}
