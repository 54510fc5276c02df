import { randomUUID } from 'node:crypto';
import { createFairStream, weightedSegment } from '@sika/fairness';
import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import { inTransaction, type Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../http/errors.ts';
import { assertPlayAllowed } from '../../responsible-gaming/index.ts';
import { requireActivity } from '../../rewards/index.ts';
import {
  assertOpen,
  type CardEvent,
  holdingsOf,
  type MemberRow,
  memberOf,
  moveChances,
  requireCardEvent,
} from './card-event.ts';
import { memberView } from './card-views.ts';

/** The card a spin draws: weightedSegment(HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:0`), weights). */
export function drawCard(event: CardEvent, seed: { serverSeed: string; clientSeed: string; nonce: number }) {
  const stream = createFairStream(seed);
  return event.cards[
    weightedSegment(
      stream,
      event.cards.map((c) => c.weight),
    )
  ]!.index;
}

/**
 * POST chances: `spin` spends the event's cost in chances and draws a card; `exchange` trades spare cards
 * (beyond the first of each) for one chance. Under the player's member-row lock, so a player's taps happen
 * one at a time; the tap key is unique per player and event, so a retry answers the same outcome.
 * Errors: CARD_EVENT_NOT_FOUND, CARD_EVENT_CLOSED, ACTIVITY_INVALID, NO_CARD_CHANCES,
 * NOT_ENOUGH_SPARE_CARDS, IDEMPOTENCY_MISMATCH, PLAY_PAUSED.
 */
export async function useChances(
  ctx: ServerContext,
  playerId: string,
  input: { actId?: number | undefined; action: 'spin' | 'exchange'; idempotencyKey?: string | undefined },
) {
  const now = ctx.now();
  const key = input.idempotencyKey ?? randomUUID();
  return inTransaction(ctx.db, async (tx) => {
    const event = await requireCardEvent(tx, input.actId, now);
    await requireActivity(tx, event.activity);
    const member = await memberOf(tx, event.id, playerId, now, true);
    const earlier = await earlierTap(tx, event.id, playerId, key);
    if (earlier) {
      if (earlier.action !== input.action) throw new AppError('IDEMPOTENCY_MISMATCH');
      return { ...earlier, member: await memberView(tx, event, playerId, now) };
    }
    assertOpen(event, now);
    await assertPlayAllowed(tx, playerId, now);
    const drawn =
      input.action === 'spin'
        ? await spin(tx, event, member, key, now)
        : await exchange(tx, event, member, key, now);
    return { action: input.action, ...drawn, member: await memberView(tx, event, playerId, now) };
  });
}

async function earlierTap(tx: Tx, eventId: number, playerId: string, key: string) {
  const spins = await sql<{ card_idx: number; nonce: number }>`
    SELECT card_idx, nonce FROM card_spins
    WHERE event_id = ${eventId} AND player_id = ${playerId} AND idempotency_key = ${key}`.execute(tx);
  if (spins.rows[0])
    return { action: 'spin' as const, cardIndex: spins.rows[0].card_idx, nonce: spins.rows[0].nonce };
  const moves = await sql<{ id: number }>`
    SELECT id FROM card_chance_moves
    WHERE event_id = ${eventId} AND player_id = ${playerId} AND reason = 'exchange' AND source_ref = ${key}`.execute(
    tx,
  );
  return moves.rows[0] ? { action: 'exchange' as const, cardIndex: null, nonce: null } : null;
}

async function spin(tx: Tx, event: CardEvent, member: MemberRow, key: string, now: Date) {
  if (member.chances < event.costChances) throw new AppError('NO_CARD_CHANCES');
  const nonce = member.next_nonce;
  const cardIndex = drawCard(event, {
    serverSeed: member.server_seed,
    clientSeed: member.client_seed,
    nonce,
  });
  await sql`INSERT INTO card_spins (event_id, player_id, idempotency_key, nonce, card_idx, created_at)
            VALUES (${event.id}, ${member.player_id}, ${key}, ${nonce}, ${cardIndex}, ${now})`.execute(tx);
  await moveChances(tx, {
    eventId: event.id,
    playerId: member.player_id,
    reason: 'spin',
    sourceRef: key,
    delta: -event.costChances,
    now,
  });
  await sql`UPDATE card_members SET next_nonce = next_nonce + 1
            WHERE event_id = ${event.id} AND player_id = ${member.player_id}`.execute(tx);
  await sql`UPDATE card_holdings SET count = count + 1
            WHERE event_id = ${event.id} AND player_id = ${member.player_id} AND idx = ${cardIndex}`.execute(
    tx,
  );
  if (member.completed_at === null) {
    const counts = await holdingsOf(tx, event.id, member.player_id);
    if (counts.every((count) => count > 0)) {
      await sql`UPDATE card_members SET completed_at = ${now}
                WHERE event_id = ${event.id} AND player_id = ${member.player_id}`.execute(tx);
    }
  }
  return { cardIndex, nonce };
}

/** Takes spare cards from the most-held cards first (lowest index on a tie), so a set is never broken. */
async function exchange(tx: Tx, event: CardEvent, member: MemberRow, key: string, now: Date) {
  const counts = await holdingsOf(tx, event.id, member.player_id);
  const spare = counts.reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  if (spare < event.exchangeCards) throw new AppError('NOT_ENOUGH_SPARE_CARDS');
  for (let left = event.exchangeCards; left > 0; left -= 1) {
    let most = 0;
    for (let i = 1; i < counts.length; i += 1) if (counts[i]! > counts[most]!) most = i;
    counts[most] = counts[most]! - 1;
    await sql`UPDATE card_holdings SET count = count - 1
              WHERE event_id = ${event.id} AND player_id = ${member.player_id} AND idx = ${most}`.execute(tx);
  }
  await moveChances(tx, {
    eventId: event.id,
    playerId: member.player_id,
    reason: 'exchange',
    sourceRef: key,
    delta: 1,
    now,
  });
  return { cardIndex: null, nonce: null };
}
