import type { CardMember } from '@sika/contract';
import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import type { Db } from '../../../db/pool.ts';
import { findMobiles } from '../../players/index.ts';
import { maskMobile } from '../spins/index.ts';
import { type CardEvent, eventStatus, holdingsOf, memberOf, requireCardEvent } from './card-event.ts';

type Lang = 'en' | 'fr' | 'pt';

/** The player's cards, chances, set, prize and seed pair (the seed itself once the event has ended). */
export async function memberView(db: Db, event: CardEvent, playerId: string, now: Date): Promise<CardMember> {
  const member = await memberOf(db, event.id, playerId, now, false);
  const counts = await holdingsOf(db, event.id, playerId);
  const prize = await sql<{ amount: number; created_at: Date }>`
    SELECT amount, created_at FROM card_prizes WHERE event_id = ${event.id} AND player_id = ${playerId}`.execute(
    db,
  );
  const paid = prize.rows[0];
  return {
    actId: event.id,
    chances: member.chances,
    cards: counts.map((count, index) => ({ index, count })),
    completed: member.completed_at !== null,
    prize: paid
      ? { asset: event.prizeAsset, amount: paid.amount, time: paid.created_at.toISOString() }
      : null,
    fairness: {
      serverSeedHash: member.server_seed_hash,
      clientSeed: member.client_seed,
      nonce: member.next_nonce,
      serverSeed: eventStatus(event, now) === -1 ? member.server_seed : null,
    },
  };
}

export async function cardEventConfig(ctx: ServerContext, actId: number | undefined, lang: Lang) {
  const now = ctx.now();
  const event = await requireCardEvent(ctx.db, actId, now);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM card_members WHERE event_id = ${event.id} AND completed_at IS NOT NULL`.execute(
    ctx.db,
  );
  const page = event.page[lang] ?? event.page.en ?? {};
  return {
    actId: event.id,
    status: eventStatus(event, now),
    beginTime: event.beginsAt.toISOString(),
    endTime: event.endsAt.toISOString(),
    giftAmount: event.poolMinor,
    giftAsset: event.prizeAsset,
    costChance: event.costChances,
    depositChance: event.depositChances,
    depositMinimum: event.depositMinimumMinor,
    exchangeCards: event.exchangeCards,
    freePerDay: event.freePerDay,
    autoPickSeconds: event.autoPickSeconds,
    cards: event.cards.map((c) => ({
      index: c.index,
      name: c.name[lang] ?? c.name.en ?? '',
      weight: c.weight,
    })),
    completedSets: rows[0]?.n ?? 0,
    page: { title: page.title ?? '', subtitle: page.subtitle ?? '', paragraphs: page.paragraphs ?? [] },
  };
}

/** Other players' latest complete sets and prizes, numbers masked. */
export async function cardNotices(ctx: ServerContext, actId: number | undefined) {
  const event = await requireCardEvent(ctx.db, actId, ctx.now());
  const { rows } = await sql<{ player_id: string; kind: 'set' | 'prize'; amount: number; time: Date }>`
    (SELECT player_id, 'set' AS kind, 0::bigint AS amount, completed_at AS time FROM card_members
     WHERE event_id = ${event.id} AND completed_at IS NOT NULL ORDER BY completed_at DESC LIMIT 20)
    UNION ALL
    (SELECT player_id, 'prize', amount, created_at FROM card_prizes
     WHERE event_id = ${event.id} AND amount > 0 ORDER BY created_at DESC LIMIT 20)
    ORDER BY time DESC LIMIT 20`.execute(ctx.db);
  const mobiles = await findMobiles(ctx.db, [...new Set(rows.map((r) => r.player_id))]);
  return {
    list: rows.map((r) => ({
      mobile: maskMobile(mobiles.get(r.player_id) ?? ''),
      kind: r.kind,
      amount: Number(r.amount),
      time: r.time.toISOString(),
    })),
  };
}

export async function cardGifts(ctx: ServerContext, playerId: string, actId: number | undefined) {
  const event = await requireCardEvent(ctx.db, actId, ctx.now());
  const { rows } = await sql<{ id: number; card_idx: number; nonce: number; created_at: Date }>`
    SELECT id, card_idx, nonce, created_at FROM card_spins
    WHERE event_id = ${event.id} AND player_id = ${playerId} ORDER BY id DESC LIMIT 100`.execute(ctx.db);
  return {
    list: rows.map((r) => ({
      id: r.id,
      cardIndex: r.card_idx,
      nonce: r.nonce,
      time: r.created_at.toISOString(),
    })),
  };
}

/** The chances a deposit order gave (0 while it is not credited or delivered yet). */
export async function chancesOfOrder(db: Db, playerId: string, orderNo: string) {
  const { rows } = await sql<{ event_id: number; delta: number }>`
    SELECT event_id, delta FROM card_chance_moves
    WHERE reason = 'deposit' AND source_ref = ${orderNo} AND player_id = ${playerId}
    ORDER BY event_id LIMIT 1`.execute(db);
  return { orderNo, actId: rows[0]?.event_id ?? null, granted: rows[0]?.delta ?? 0 };
}
