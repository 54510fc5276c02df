/**
 * Bonus money and coins (issue 22; docs/decisions/017-bonus-money.md): deposit bonus offers per market, a
 * granted bonus held in the wallet until its wagering converts it (or expiry or a confirmed withdrawal
 * removes it), fed by the player-event outbox; and coins, which other modules (draws, mall) spend through
 * `spendCoins` and players may exchange for cash where the market allows.
 */
export { bonusMoney, deliverBonusEvents } from './bonus-consumer.ts';
export { expireBonuses, expireBonusesJob } from './expire-bonuses.ts';
export { forfeitBonusesForWithdrawal } from './forfeit-bonuses.ts';
export { bonusRoutes } from './routes.ts';
export { seedBonusOffers, WELCOME_OFFER_ID } from './seed-bonus-offers.ts';
export { type SpendCoinsRequest, spendCoins } from './spend-coins.ts';
