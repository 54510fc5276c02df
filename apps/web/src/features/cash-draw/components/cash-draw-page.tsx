import { formatMoney } from '@sika/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Link, useNavigate } from '../../../lib/router/index.ts';
import { useToken } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/button.tsx';
import drawRound from '../../../ui/draw-round.module.css';
import { Empty } from '../../../ui/empty.tsx';
import { Field } from '../../../ui/field.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import {
  type CashDrawRound,
  CLIENT_SEED,
  suggestSeed,
  useCashDraw,
  useJoinCashDraw,
} from '../api/cash-draw.ts';
import styles from './cash-draw.module.css';

function useCountdown(closesAt: string | undefined, remainingMillis: number | undefined): number {
  const [left, setLeft] = useState(remainingMillis ?? 0);
  useEffect(() => {
    if (!closesAt || remainingMillis === undefined) return;
    // The server's remaining time, counted down here (the phone's clock may differ from the server's).
    const end = Date.now() + remainingMillis;
    setLeft(remainingMillis);
    const timer = setInterval(() => setLeft(Math.max(0, end - Date.now())), 1_000);
    return () => clearInterval(timer);
  }, [closesAt, remainingMillis]);
  return left;
}

function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

function LastRound({ round, money }: { round: CashDrawRound; money: (minor: number) => string }) {
  const { t } = useT('draws');
  return (
    <section aria-label={t('draws.cashDraw.lastRound')}>
      <h3 className={drawRound.title}>{t('draws.cashDraw.lastRound')}</h3>
      {round.status === 'settled' ? (
        round.winners.length === 0 ? (
          <p className={styles.note}>{t('draws.cashDraw.noTicketsSold')}</p>
        ) : (
          <ul className={drawRound.results}>
            {round.winners.map((w) => (
              <li key={w.seq} className={drawRound.result} data-mine={w.mine || undefined}>
                <span>#{w.place}</span>
                <span className={styles.seed}>
                  {t('draws.cashDraw.ticket', { seq: w.seq })} · {w.clientSeed}
                </span>
                <span className={drawRound.fine}>{w.mine ? t('draws.cashDraw.you') : w.mobile}</span>
                <strong>{money(w.amountMinor)}</strong>
              </li>
            ))}
          </ul>
        )
      ) : (
        <p className={styles.note}>
          {round.beaconWaitingSince
            ? t('draws.lottery.waiting', { id: round.id, round: round.beaconRound })
            : t('draws.cashDraw.drawing', { round: round.beaconRound })}
        </p>
      )}
      {round.myTickets.length > 0 && round.status === 'settled' && !round.winners.some((w) => w.mine) && (
        <p className={drawRound.fine}>{t('draws.cashDraw.noWin', { count: round.myTickets.length })}</p>
      )}
      <Link to={`/draws/${round.id}/verify`} className={drawRound.fine}>
        {t('draws.lottery.verify')} · {round.id}
      </Link>
    </section>
  );
}

/**
 * /activities/cash-draw (activities §1, §5; docs/draws.md): a daily draw whose tickets carry the player's
 * own seed, which enters the published tickets hash and so the result; the commitment, the beacon round,
 * the last round's winners and the verify link.
 */
export default function CashDrawPage() {
  const { t } = useT('draws');
  const market = useMarket();
  const token = useToken();
  const navigate = useNavigate();
  const draw = useCashDraw();
  const join = useJoinCashDraw();
  const [seed, setSeed] = useState(suggestSeed);
  const [quantity, setQuantity] = useState(1);
  const [touched, setTouched] = useState(false);
  const current = draw.data?.current;
  const left = useCountdown(current?.closesAt, current?.remainingMillis);
  const money = (minor: number) => (market ? formatMoney(market, minor) : String(minor));
  const seedError = touched && !CLIENT_SEED.test(seed) ? t('errors.5505') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!token) {
      navigate('/login');
      return;
    }
    if (!CLIENT_SEED.test(seed) || !current) return;
    join.mutate(
      { clientSeed: seed, quantity },
      { onSuccess: () => showToast(t('draws.cashDraw.joined', { count: quantity }), 'success') },
    );
  };
  return (
    <>
      <PageHeader title={t('routes.activities-cash-draw')} />
      <Page>
        {draw.isPending ? (
          <Skeleton height="3rem" />
        ) : !draw.data || !current ? (
          <Empty tone="error" title={t('draws.luckyRefund.invalid')} />
        ) : (
          <>
            <div className={drawRound.hero}>
              <span className={drawRound.label}>{t('draws.cashDraw.pool')}</span>
              <strong className={drawRound.prize}>{money(current.poolMinor)}</strong>
              <span className={drawRound.label}>{t('draws.cashDraw.closesIn')}</span>
              <span className={drawRound.countdown}>{clock(left)}</span>
              <span className={drawRound.label}>
                {t('draws.cashDraw.sold', { count: current.ticketCount })} ·{' '}
                {t('draws.cashDraw.split', {
                  shares: draw.data.prizeSharesBp.map((bp) => `${bp / 100} %`).join(' / '),
                })}
              </span>
            </div>
            <form className={drawRound.buy} onSubmit={submit} noValidate>
              <Field
                label={t('draws.cashDraw.seed')}
                hint={t('draws.cashDraw.seedHint')}
                error={seedError}
                value={seed}
                maxLength={10}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                onChange={(event) => {
                  setSeed(event.target.value.trim());
                  setTouched(true);
                }}
                trailing={
                  <Button type="button" variant="secondary" size="sm" onClick={() => setSeed(suggestSeed())}>
                    {t('draws.cashDraw.newSeed')}
                  </Button>
                }
              />
              <div className={drawRound.quantity}>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={t('draws.cashDraw.fewer')}
                  onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                >
                  −
                </Button>
                <output aria-label={t('draws.cashDraw.tickets')}>{quantity}</output>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={t('draws.cashDraw.more')}
                  onClick={() => setQuantity((q) => Math.min(draw.data.maxPerPurchase, q + 1))}
                >
                  +
                </Button>
              </div>
              <Button type="submit" block loading={join.isPending}>
                {token
                  ? t('draws.cashDraw.join', { amount: money(draw.data.priceMinor * quantity) })
                  : t('draws.lottery.loginToBuy')}
              </Button>
            </form>
            {current.myTickets.length > 0 && (
              <section aria-label={t('draws.cashDraw.myTickets')}>
                <h3 className={drawRound.title}>{t('draws.cashDraw.myTickets')}</h3>
                <ul className={drawRound.results}>
                  {current.myTickets.map((ticket) => (
                    <li key={ticket.seq} className={drawRound.result}>
                      <span>{t('draws.cashDraw.ticket', { seq: ticket.seq })}</span>
                      <span className={styles.seed}>{ticket.clientSeed}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className={styles.fair} aria-label={t('draws.cashDraw.fairTitle')}>
              <h3 className={drawRound.title}>{t('draws.cashDraw.fairTitle')}</h3>
              <p className={drawRound.fine}>{t('draws.cashDraw.fairText')}</p>
              <dl className={styles.facts}>
                <dt>{t('draws.lottery.commitment')}</dt>
                <dd className={styles.hash}>{current.seedCommitment}</dd>
                <dt>{t('draws.lottery.round')}</dt>
                <dd>{current.beaconRound}</dd>
              </dl>
              <Link to={`/draws/${current.id}/verify`} className={drawRound.fine}>
                {t('draws.lottery.verify')} · {current.id}
              </Link>
            </section>
            {draw.data.last && <LastRound round={draw.data.last} money={money} />}
          </>
        )}
      </Page>
    </>
  );
}
