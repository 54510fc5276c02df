/**
 * Verifiable draws (issue 15; docs/draws.md): one mechanism — commitment to a server seed and a future
 * drand round before the close, the ordered tickets' hash at the close, the outcome from the beacon's
 * randomness after it — for the lottery 6+1, the lucky refund raffle and the cash draw.
 */
export {
  type BeaconClient,
  BeaconRoundNotYet,
  beaconOf,
  createBeaconClient,
  QUICKNET,
} from './beacon-client.ts';
export { closeDraw } from './close-draw.ts';
export { ensureDraw } from './create-draw.ts';
export { type DrawRow, findDraw } from './draw-repository.ts';
export { buyLotteryTickets } from './lottery/buy-lottery-tickets.ts';
export { currentLotteryDraw, LOTTERY_JACKPOT, LOTTERY_SALES } from './lottery/lottery-draws.ts';
export { outcomeOf } from './outcomes.ts';
export { getPublicDraw } from './public-draw.ts';
export { buyRaffleTickets } from './raffle/buy-raffle-tickets.ts';
export { giftRaffleTickets, type RaffleGift } from './raffle/gift-raffle-tickets.ts';
export { currentRound, raffleJackpot } from './raffle/raffle-rounds.ts';
export { redeemPrize } from './raffle/redeem-prize.ts';
export { reopenDrawsClosedAhead } from './reopen-draws.ts';
export { resolveDraw } from './resolve-draw.ts';
export { drawRoutes } from './routes.ts';
export { type DrawRunner, runDraws, settleDraw, startDrawRunner } from './run-draws.ts';
