import {
  beaconRandomnessOf,
  commitServerSeed,
  type LotteryRules,
  lotteryOutcome,
  raffleOutcome,
  ticketLine,
  ticketsHash,
} from '@sika/fairness';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/index.ts';
import { useParams } from '../../../lib/router/index.ts';
import { Empty } from '../../../ui/empty.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type DrawTickets, drawQueryOptions, type PublicDraw } from '../api/lottery.ts';
import { Balls } from './balls.tsx';
import styles from './lottery.module.css';

interface Check {
  label: string;
  ok: boolean;
}

/** Recomputes a draw from its public record with the same functions the server uses (packages/fairness). */
function recompute(draw: PublicDraw, tickets: DrawTickets['list']) {
  const hash = ticketsHash(tickets.map((t) => ticketLine(t.seq, t.selection, t.clientSeed)));
  const seed = draw.serverSeed ?? '';
  const signature = draw.beacon.signature ?? '';
  const randomness = signature ? beaconRandomnessOf(signature) : '';
  const input = { drawId: draw.id, serverSeed: seed, beaconRandomness: randomness, ticketsHash: hash };
  const outcome =
    draw.game === 'lottery'
      ? lotteryOutcome(input, draw.rules as unknown as LotteryRules)
      : // Raffles and the cash draw: the winning tickets and the stream's digest (a cash draw's client
        // seeds are in the ticket lines, so in the tickets hash).
        raffleOutcome(input, tickets.length, Number(draw.rules.winners ?? 1));
  const published = draw.outcome ?? {};
  const same = Object.entries(outcome).every(
    ([key, value]) => JSON.stringify(published[key]) === JSON.stringify(value),
  );
  return {
    hash,
    randomness,
    outcome,
    checks: {
      commitment: commitServerSeed(seed) === draw.seedCommitment,
      tickets: hash === draw.ticketsHash && tickets.length === draw.ticketCount,
      randomness: randomness === draw.beacon.randomness,
      outcome: same,
    },
  };
}

/** /draws/{id}/verify: a draw's public record, recomputed in the browser. */
export default function VerifyPage() {
  const { t } = useT('draws');
  const { id = '' } = useParams();
  const query = useQuery(drawQueryOptions(id));
  if (query.isPending)
    return (
      <>
        <PageHeader title={t('routes.draw-verify')} />
        <Page>
          <Skeleton height="4rem" />
        </Page>
      </>
    );
  if (query.isError || !query.data)
    return (
      <>
        <PageHeader title={t('routes.draw-verify')} />
        <Page>
          <Empty tone="error" title={t('routes.draw-verify')} text={query.error?.message} />
        </Page>
      </>
    );
  const { draw, tickets } = query.data;
  const drawn = draw.serverSeed !== null && draw.outcome !== null && draw.beacon.signature !== null;
  const result = drawn ? recompute(draw, tickets) : null;
  const checks: Check[] = result
    ? [
        { label: t('draws.verify.commitment'), ok: result.checks.commitment },
        { label: t('draws.verify.tickets', { count: tickets.length }), ok: result.checks.tickets },
        { label: t('draws.verify.randomness', { round: draw.beacon.round }), ok: result.checks.randomness },
        { label: t('draws.verify.outcome'), ok: result.checks.outcome },
      ]
    : [];
  const outcome = draw.outcome as { red?: number[]; blue?: number; winningSeqs?: number[] } | null;
  const bySeq = new Map(tickets.map((ticket) => [ticket.seq, ticket]));
  return (
    <>
      <PageHeader title={t('routes.draw-verify')} />
      <Page>
        <h2 className={styles.verifyTitle}>{draw.id}</h2>
        <p className={styles.hint}>{drawn ? t('draws.verify.intro') : t('draws.verify.notYet')}</p>
        {outcome?.red && outcome.blue !== undefined && (
          <div className={styles.verifyResult}>
            <span className={styles.heroLabel}>{t('draws.verify.result')}</span>
            <Balls red={outcome.red} blue={[outcome.blue]} />
          </div>
        )}
        {outcome?.winningSeqs && outcome.winningSeqs.length > 0 && (
          <div className={styles.verifyResult}>
            <span className={styles.heroLabel}>{t('draws.verify.winners')}</span>
            <ol className={styles.winners}>
              {outcome.winningSeqs.map((seq) => {
                const ticket = bySeq.get(seq);
                return (
                  <li key={seq}>
                    #{seq} · {ticket?.clientSeed ?? ticket?.selection ?? ''}
                  </li>
                );
              })}
            </ol>
          </div>
        )}
        <ul className={styles.checks} aria-label={t('routes.draw-verify')}>
          {checks.map((check) => (
            <li key={check.label} className={check.ok ? styles.ok : styles.fail}>
              <span aria-hidden="true">{check.ok ? '✓' : '✗'}</span> {check.label}
            </li>
          ))}
        </ul>
        <dl className={styles.facts}>
          <dt>{t('draws.lottery.commitment')}</dt>
          <dd>{draw.seedCommitment}</dd>
          <dt>{t('draws.verify.seed')}</dt>
          <dd>{draw.serverSeed ?? '—'}</dd>
          <dt>{t('draws.verify.ticketsHash')}</dt>
          <dd>{draw.ticketsHash ?? '—'}</dd>
          <dt>{t('draws.lottery.round')}</dt>
          <dd>
            {draw.beacon.round} ({new Date(draw.beacon.roundAt).toISOString()})
          </dd>
          <dt>{t('draws.verify.randomnessLabel')}</dt>
          <dd>{draw.beacon.randomness ?? '—'}</dd>
          <dt>{t('draws.verify.chain')}</dt>
          <dd>
            {draw.beacon.chainHash} · {draw.beacon.schemeId}
          </dd>
        </dl>
        <p className={styles.fine}>{t('draws.verify.bls', { id: draw.id })}</p>
      </Page>
    </>
  );
}
