import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { PhoneOptions } from './browser.ts';
import { stackClocks } from './clocks.ts';
import { type JourneyPlayer, playerJourney } from './player-journey.ts';

/**
 * The set-up every draw journey shares: a player journey, the stack's clocks on real time before and after
 * the file (draws move them to a beacon round), and a player with ₵100.00 to spend with a phone of their own.
 */
export function drawJourney(fundingReason: string) {
  const journey = playerJourney();
  const clocks = stackClocks(journey.baseUrl, inject('serviceUrls').beacon!);
  const player: JourneyPlayer = { mobile: '', password: '', token: '' };

  beforeAll(async () => {
    await clocks.reset();
    Object.assign(player, await journey.newPlayer({ withdrawable: 10_000 }, fundingReason));
  });
  afterAll(async () => {
    await clocks.reset();
  });

  const phone = (options: PhoneOptions = {}): Promise<Page> =>
    journey.phone(player.token, undefined, options);

  return { baseUrl: journey.baseUrl, clocks, player, phone };
}
