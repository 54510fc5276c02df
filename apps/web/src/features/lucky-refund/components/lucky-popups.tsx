import { ADVERT_POPUP_OPEN_DELAY_MS } from '@sika/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuckyCodesPopup, PopupFrame, useDelay } from '../../../components/advert-popup.tsx';
import { useT } from '../../../i18n/index.ts';
import { drawCalls } from '../../../lib/api/draw-calls.ts';
import { api } from '../../../lib/api/index.ts';
import { useLocation, useNavigate } from '../../../lib/router/index.ts';
import { useToken } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/button.tsx';
import { usePopupLock } from '../../../ui/popup-lock.ts';
import { useMyCodes } from '../api/lucky-refund.ts';
import {
  countdownPopupDue,
  markCodesRead,
  rememberCountdownShown,
  unreadCodes,
} from '../lib/popup-memory.ts';
import styles from './lucky-refund.module.css';

export const LUCKY_REFUND_PATH = '/activities/lucky-refund/index';
/** Activities §4: status 2 is the last 60 s of sales. */
const COUNTDOWN_MS = 60_000;

/** When to ask the round again: just as its countdown starts, then while it lasts; never busier than 5 s. */
export function nextCheckMs(round: { status: number; remainingMillis: number } | undefined): number | false {
  if (!round) return false;
  if (round.status === 1)
    return Math.min(Math.max(round.remainingMillis - COUNTDOWN_MS + 1_000, 5_000), 600_000);
  if (round.status === 2) return 15_000;
  return 60_000;
}

/** The advert popup's lucky refund form: the round's codes the player has not seen yet, 4 to a row. */
function UnreadCodes() {
  const codes = useMyCodes(true);
  const [closed, setClosed] = useState(false);
  const data = codes.data;
  if (!data || closed) return null;
  const unread = unreadCodes(data.drawId, data.list);
  if (unread.length === 0) return null;
  return (
    <LuckyCodesPopup
      codes={unread}
      onClose={() => {
        markCodesRead(data.drawId, data.list.length);
        setClosed(true);
      }}
    />
  );
}

/**
 * The countdown popup (activities §2, §4, §9): over any page but the raffle's, when the round enters its
 * last 60 s; at most once per 2 minutes (cookie); closed when the round moves on to drawing.
 */
function CountdownPopup() {
  const { t } = useT('draws');
  const navigate = useNavigate();
  const active = useQuery({
    queryKey: ['lucky-refund', 'active'],
    queryFn: ({ signal }) => api(drawCalls.getLuckyRefundActive, undefined, { silent: true, signal }),
    refetchInterval: (query) => nextCheckMs(query.state.data?.current),
  });
  const round = active.data?.current;
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const wanted =
    round?.status === 2 && closedFor !== round.id && (shownFor === round.id || countdownPopupDue());
  const open = usePopupLock(useDelay(wanted, ADVERT_POPUP_OPEN_DELAY_MS));
  useEffect(() => {
    if (!open || !round || shownFor === round.id) return;
    rememberCountdownShown();
    setShownFor(round.id);
  }, [open, round, shownFor]);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!round) return;
    const end = Date.now() + round.remainingMillis;
    setLeft(round.remainingMillis);
    const timer = setInterval(() => setLeft(Math.max(0, end - Date.now())), 1_000);
    return () => clearInterval(timer);
  }, [round]);
  const close = () => setClosedFor(round?.id ?? null);
  return (
    <PopupFrame open={open} label={t('draws.luckyRefund.countdownTitle')} onClose={close}>
      <div className={styles.popup}>
        <h2 className={styles.popupTitle}>{t('draws.luckyRefund.countdownTitle')}</h2>
        <p className={styles.popupCount} role="timer">
          {t('draws.luckyRefund.countdownLeft', { seconds: Math.ceil(left / 1000) })}
        </p>
        <Button
          block
          onClick={() => {
            close();
            navigate(LUCKY_REFUND_PATH);
          }}
        >
          {t('draws.luckyRefund.countdownGo')}
        </Button>
      </div>
    </PopupFrame>
  );
}

/**
 * The lucky refund's popups over other pages, mounted by the shell: the unread codes on home (players), the
 * countdown anywhere but the raffle's own pages and a game in play.
 */
export default function LuckyRefundPopups() {
  const { pathname } = useLocation();
  const token = useToken();
  const onHome = pathname === '/home' || pathname === '/';
  const quiet = pathname.startsWith('/activities/lucky-refund') || pathname.startsWith('/casino/');
  return (
    <>
      {token && onHome && <UnreadCodes />}
      {!quiet && <CountdownPopup />}
    </>
  );
}
