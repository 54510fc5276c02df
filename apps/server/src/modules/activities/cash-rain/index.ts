/** Cash rain (activities §3, §4, §7, §9; docs/cash-rain.md): daily slots, one provably fair gift per player and slot. */
export { claimCashRainGift } from './claim-cash-rain-gift.ts';
export { type Claim, type ClaimOutcome, claimCashRainGifts } from './claim-cash-rain-gifts.ts';
export { drawMessage, drawPrize } from './draw-prize.ts';
export { cashRainRoutes } from './routes.ts';
export { seedCashRain } from './seed-cash-rain.ts';
export { claimableSlot, displayedSlot, slotsOfDay } from './slots.ts';
