import { ADVERT_POPUP_OPEN_DELAY_MS, formatCoins, formatMoney } from '@sika/domain';
import { useEffect, useState } from 'react';
import { PopupFrame, useDelay } from '../../../components/advert-popup.tsx';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Link, useNavigate } from '../../../lib/router/index.ts';
import { useToken } from '../../../lib/session/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import drawRound from '../../../ui/draw-round.module.css';
import { Empty } from '../../../ui/empty.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { usePopupLock } from '../../../ui/popup-lock.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import {
  type PayWith,
  useActiveRound,
  useBuyCodes,
  useJackpot,
  useMyCodes,
  usePrevResults,
} from '../api/lucky-refund.ts';
import { markCodesRead, rememberRound, seenRound } from '../lib/popup-memory.ts';
import styles from './lucky-refund.module.css';

/** Activities §4: previous results are fetched while more than 180 s of sales remain. */
const PREV_RESULTS_ABOVE_MS = 180_000;

/**
 * The previous round's winners, once per round (the round cookie, 7 days): while the new round sells with
 * more than 180 s left; entering the countdown (2) or the drawing (5) hides it.
 */
function PrevResultsPopup({ selling }: { selling: boolean }) {
  const { t } = useT('draws');
  const market = useMarket();
  const prev = usePrevResults(selling);
  const drawId = prev.data?.drawId ?? null;
  const [closed, setClosed] = useState(false);
  const [seen] = useState(seenRound);
  const wanted =
    selling && !closed && drawId !== null && drawId !== seen && (prev.data?.list.length ?? 0) > 0;
  const open = usePopupLock(useDelay(wanted, ADVERT_POPUP_OPEN_DELAY_MS));
  useEffect(() => {
    if (open && drawId) rememberRound(drawId);
  }, [open, drawId]);
  return (
    <PopupFrame open={open} label={t('draws.luckyRefund.lastRound')} onClose={() => setClosed(true)}>
      <div className={styles.popup}>
        <h2 className={styles.popupTitle}>{t('draws.luckyRefund.lastRound')}</h2>
        <ul className={styles.popupList}>
          {prev.data?.list.map((r) => (
            <li key={r.resultId}>
              <span>#{r.place}</span>
              <span className={styles.codeText}>{r.code}</span>
              <span className={drawRound.fine}>{r.mobile}</span>
              <strong>{market ? formatMoney(market, r.amountMinor) : r.amountMinor}</strong>
            </li>
          ))}
        </ul>
        <Button block onClick={() => setClosed(true)}>
          {t('dialog.ok')}
        </Button>
      </div>
    </PopupFrame>
  );
}

function useCountdown(finishTime: string | undefined, remainingMillis: number | undefined): number {
  const [left, setLeft] = useState(remainingMillis ?? 0);
  useEffect(() => {
    if (!finishTime || remainingMillis === undefined) return;
    // The server's remaining time, counted down here (the server's clock may differ from the phone's).
    const end = Date.now() + remainingMillis;
    setLeft(remainingMillis);
    const timer = setInterval(() => setLeft(Math.max(0, end - Date.now())), 1_000);
    return () => clearInterval(timer);
  }, [finishTime, remainingMillis]);
  return left;
}

function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return d > 0 ? `${d}d ${hms}` : hms;
}

/** /activities/lucky-refund/index (activities §2–§4): the round, its jackpot, buying codes, my codes. */
export default function LuckyRefundPage() {
  const { t } = useT('draws');
  const market = useMarket();
  const token = useToken();
  const navigate = useNavigate();
  const active = useActiveRound();
  const round = active.data?.current;
  const jackpot = useJackpot(round?.status === 1);
  const codes = useMyCodes(Boolean(token));
  const buy = useBuyCodes();
  const [quantity, setQuantity] = useState(1);
  const left = useCountdown(round?.finishTime, round?.remainingMillis);
  // The codes shown here are read: the advert popup will not show them again.
  useEffect(() => {
    if (codes.data) markCodesRead(codes.data.drawId, codes.data.list.length);
  }, [codes.data]);
  const money = (minor: number) => (market ? formatMoney(market, minor) : String(minor));
  const purchase = (payWith: PayWith) => {
    if (!token) {
      navigate('/login');
      return;
    }
    if (!round) return;
    buy.mutate(
      { payWith, refundId: round.id, quantity },
      { onSuccess: () => showToast(t('draws.luckyRefund.bought', { count: quantity }), 'success') },
    );
  };
  return (
    <>
      <PageHeader title={t('routes.activities-lucky-refund-index')} />
      <Page>
        {active.isPending ? (
          <Skeleton height="3rem" />
        ) : !round ? (
          <Empty tone="error" title={t('draws.luckyRefund.invalid')} />
        ) : (
          <>
            <div className={drawRound.hero} data-status={round.status}>
              <span className={drawRound.label}>{t('draws.luckyRefund.jackpot')}</span>
              <strong className={drawRound.prize}>{money(jackpot.data?.amountMinor ?? 0)}</strong>
              <span className={styles.status}>{t(`draws.luckyRefund.status.${round.status}`)}</span>
              {round.status !== 5 && (
                <span className={drawRound.countdown} data-urgent={round.status === 2 || undefined}>
                  {clock(left)}
                </span>
              )}
              <span className={drawRound.label}>
                {t('draws.luckyRefund.sold', { codes: round.codes, members: round.members })}
              </span>
            </div>
            {round.status === 1 || round.status === 2 ? (
              <section className={drawRound.buy} aria-label={t('draws.luckyRefund.buyTitle')}>
                <div className={drawRound.quantity}>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                  >
                    −
                  </Button>
                  <output aria-label={t('draws.luckyRefund.quantity')}>{quantity}</output>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setQuantity((q) => Math.min(50, q + 1))}
                  >
                    +
                  </Button>
                </div>
                <Button block loading={buy.isPending} onClick={() => purchase('cash')}>
                  {t('draws.luckyRefund.payCash', { amount: money(round.priceMinor * quantity) })}
                </Button>
                <div className={styles.row}>
                  <Button variant="secondary" onClick={() => purchase('coins')}>
                    {t('draws.luckyRefund.payCoins', {
                      amount: market ? formatCoins(market, round.priceCoins * quantity) : '',
                    })}
                  </Button>
                  <Button variant="secondary" onClick={() => purchase('diamonds')}>
                    {t('draws.luckyRefund.payDiamonds', { count: round.priceDiamonds * quantity })}
                  </Button>
                </div>
              </section>
            ) : (
              <p className={styles.note}>{t('draws.luckyRefund.drawing')}</p>
            )}
            {token && (codes.data?.list.length ?? 0) > 0 && (
              <section aria-label={t('draws.luckyRefund.myCodes')}>
                <h3 className={drawRound.title}>{t('draws.luckyRefund.myCodes')}</h3>
                <ul className={styles.codes}>
                  {codes.data?.list.map((tile, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: codes may repeat; the list only grows at its end
                    <li key={`${tile.code}-${i}`} className={styles.code}>
                      {tile.code}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <PrevResultsPopup selling={round.status === 1 && left > PREV_RESULTS_ABOVE_MS} />
            <div className={styles.links}>
              <ButtonLink to="/activities/lucky-refund/results" variant="secondary" block>
                {t('routes.activities-lucky-refund-results')}
              </ButtonLink>
              <ButtonLink to="/activities/cash-draw" variant="secondary" block>
                {t('routes.activities-cash-draw')}
              </ButtonLink>
              <Link to={`/draws/${round.id}/verify`} className={drawRound.fine}>
                {t('draws.luckyRefund.fair', { round: round.beaconRound })}
              </Link>
            </div>
          </>
        )}
      </Page>
    </>
  );
}
