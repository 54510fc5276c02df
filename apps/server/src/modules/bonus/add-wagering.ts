import type { ServerContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { gameCategoryIds } from '../games/index.ts';
import type { PlayerEvent } from '../outbox/index.ts';
import {
  insertWager,
  lockActiveBonuses,
  lockBonus,
  lockWagersOfBet,
  markWagerRolledBack,
  setWagered,
} from './bonus-repository.ts';
import { contributionOf, findOffer } from './offer-repository.ts';
import { convertBonus } from './settle-bonus.ts';

/**
 * A settled real-money bet (seamless wallet; demo play never reaches the ledger or the outbox) counts
 * towards the player's oldest active bonus that was granted before it and had not expired when it was
 * placed, at its game's contribution. The moment the wagered amount reaches the requirement, the bonus
 * converts (one transfer), in this same transaction.
 */
export async function addWagering(tx: Tx, ctx: ServerContext, event: PlayerEvent): Promise<void> {
  const bonuses = await lockActiveBonuses(tx, event.playerId);
  const bonus = bonuses.find((b) => b.granted_at <= event.occurredAt && event.occurredAt < b.expires_at);
  if (!bonus) return;
  const offer = await findOffer(tx, bonus.offer_id);
  if (!offer) return;
  const categories = event.gameId === null ? [] : await gameCategoryIds(tx, event.gameId);
  const percent = contributionOf(offer, categories);
  const contributed = Math.floor((event.amountMinor * percent) / 100);
  const recorded = await insertWager(tx, {
    bonusId: bonus.id,
    betRef: event.sourceRef,
    stakeMinor: event.amountMinor,
    contributedMinor: contributed,
    at: event.occurredAt,
  });
  if (!recorded || contributed === 0) return;
  const wagered = bonus.wagered_minor + contributed;
  await setWagered(tx, bonus.id, wagered);
  if (wagered >= bonus.required_minor)
    await convertBonus(tx, { ...bonus, wagered_minor: wagered }, ctx.now());
}

/**
 * A rolled-back bet takes its contribution off the bonus it counted for, while that bonus is still active
 * (never below 0). A bonus that already converted stays converted, like a task already received.
 */
export async function takeBackWagering(tx: Tx, event: PlayerEvent): Promise<void> {
  if (event.detail?.of !== 'bet' || typeof event.detail.originalTxId !== 'string') return;
  // Bet events are keyed `{provider}:{txId}`; provider ids carry no ':' (WALLET_API_PROVIDERS is id:secret).
  const provider = event.sourceRef.slice(0, event.sourceRef.indexOf(':'));
  const betRef = `${provider}:${event.detail.originalTxId}`;
  for (const wager of await lockWagersOfBet(tx, betRef)) {
    const bonus = await lockBonus(tx, wager.bonus_id);
    await markWagerRolledBack(tx, wager.bonus_id, betRef);
    if (bonus?.state !== 'active') continue;
    await setWagered(tx, bonus.id, Math.max(0, bonus.wagered_minor - wager.contributed_minor));
  }
}
