import { formatMoney } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Link } from '../../../lib/router/index.ts';
import { useToken } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/button.tsx';
import drawRound from '../../../ui/draw-round.module.css';
import { Empty } from '../../../ui/empty.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useMyResults, usePrevResults, useRedeem } from '../api/lucky-refund.ts';
import styles from './lucky-refund.module.css';

/** /activities/lucky-refund/results: the last round's winners, and the player's prizes to redeem. */
export default function LuckyRefundResultsPage() {
  const { t } = useT('draws');
  const market = useMarket();
  const token = useToken();
  const prev = usePrevResults();
  const mine = useMyResults(Boolean(token));
  const redeem = useRedeem();
  const money = (minor: number) => (market ? formatMoney(market, minor) : String(minor));
  return (
    <>
      <PageHeader title={t('routes.activities-lucky-refund-results')} />
      <Page>
        {token && (mine.data?.list.length ?? 0) > 0 && (
          <section aria-label={t('draws.luckyRefund.myPrizes')}>
            <h3 className={drawRound.title}>{t('draws.luckyRefund.myPrizes')}</h3>
            <ul className={drawRound.results}>
              {mine.data?.list.map((r) => (
                <li key={r.resultId} className={drawRound.result}>
                  <span className={styles.codeText}>{r.code}</span>
                  <strong>{money(r.amountMinor)}</strong>
                  {r.redeemed ? (
                    <span className={drawRound.fine}>{t('draws.luckyRefund.redeemed')}</span>
                  ) : (
                    <Button
                      size="sm"
                      loading={redeem.isPending && redeem.variables === r.resultId}
                      onClick={() =>
                        redeem.mutate(r.resultId, {
                          onSuccess: () => showToast(t('draws.luckyRefund.credited'), 'success'),
                        })
                      }
                    >
                      {t('draws.luckyRefund.redeem')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        <h3 className={drawRound.title}>{t('draws.luckyRefund.lastRound')}</h3>
        {prev.isPending ? (
          <Skeleton height="3rem" />
        ) : !prev.data?.drawId ? (
          <Empty title={t('draws.luckyRefund.noResults')} />
        ) : (
          <>
            <ul className={drawRound.results} aria-label={t('draws.luckyRefund.lastRound')}>
              {prev.data.list.map((r) => (
                <li key={r.resultId} className={drawRound.result}>
                  <span>#{r.place}</span>
                  <span className={styles.codeText}>{r.code}</span>
                  <span className={drawRound.fine}>{r.mobile}</span>
                  <strong>{money(r.amountMinor)}</strong>
                </li>
              ))}
            </ul>
            <Link to={`/draws/${prev.data.drawId}/verify`} className={drawRound.fine}>
              {t('draws.lottery.verify')} · {prev.data.drawId}
            </Link>
          </>
        )}
      </Page>
    </>
  );
}
