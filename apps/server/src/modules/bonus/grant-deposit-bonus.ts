import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { PlayerEvent } from '../outbox/index.ts';
import { hold, houseAccount, playerAccount } from '../wallet/index.ts';
import { findBonusOfDeposit, findBonusOfSeq, insertBonus } from './bonus-repository.ts';
import { bonusFor, listLiveOffers, promotionPurpose } from './offer-repository.ts';
import { convertBonus } from './settle-bonus.ts';

const HOUR_MS = 3_600_000;

/**
 * A credited deposit (a player event, delivered at least once) earns the bonus of every live offer it
 * qualifies for: its rank among the player's credited deposits is one the offer names, it is at least the
 * minimum, and it was credited inside the offer's window. The bonus is a wallet hold from the offer's
 * promotion account to the player's withdrawable cash, made in the delivery's transaction together with
 * the bonus row; the row's UNIQUE (player, offer, rank) and (deposit) make it once whatever the duplicate
 * callbacks or deliveries (a twin aborts its transaction, which then finds this row). Wagering counts from
 * the deposit's credit; the bonus expires `expires_after_hours` after it.
 */
export async function grantDepositBonus(tx: Tx, ctx: ServerContext, event: PlayerEvent): Promise<void> {
  const seq = Number(event.detail?.depositSeq);
  if (!Number.isSafeInteger(seq) || seq < 1) return;
  if (await findBonusOfDeposit(tx, event.sourceRef)) return;
  for (const offer of await listLiveOffers(tx, ctx.market.code, event.occurredAt)) {
    if (!offer.deposit_seqs.includes(seq)) continue;
    const amount = bonusFor(offer, event.amountMinor);
    if (amount <= 0) continue;
    if (await findBonusOfSeq(tx, event.playerId, offer.id, seq)) continue;
    const held = await hold(tx, {
      idempotencyKey: `bonus:${offer.code}:${event.playerId}:${seq}`,
      kind: 'bonus',
      reference: offer.title.en,
      expiresAt: null,
      metadata: { offer: offer.code, deposit: event.sourceRef },
      legs: [
        {
          from: houseAccount(promotionPurpose(offer), 'cash'),
          to: playerAccount.withdrawable(event.playerId),
          amountMinor: amount,
        },
      ],
    });
    const bonus = {
      id: randomUUID(),
      player_id: event.playerId,
      offer_id: offer.id,
      deposit_ref: event.sourceRef,
      deposit_seq: seq,
      deposit_minor: event.amountMinor,
      amount_minor: amount,
      required_minor: amount * offer.wagering_multiple,
      state: 'active' as const,
      hold_id: held.transfer.id,
      granted_at: event.occurredAt,
      expires_at: new Date(event.occurredAt.getTime() + offer.expires_after_hours * HOUR_MS),
    };
    await insertBonus(tx, bonus);
    // An offer without wagering pays at once.
    if (bonus.required_minor === 0)
      await convertBonus(tx, { ...bonus, wagered_minor: 0, settled_at: null, settled_ref: null }, ctx.now());
    // One bonus per deposit: the first qualifying offer (by id) is the one it earns.
    return;
  }
}
