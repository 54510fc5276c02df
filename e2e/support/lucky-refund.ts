import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { StackClocks } from './clocks.ts';
import { getJson } from './players.ts';

/**
 * Once any lucky refund round has been drawn with winners (another file's journey may have drawn one), the
 * raffle page first shows that round's winners over everything, once per round and browser. Answers it when
 * the server says it will come, so that a journey taps the page itself.
 */
export async function answerLastRoundPopup(page: Page, baseUrl: string): Promise<void> {
  const prev = await getJson<{ drawId: string | null; list: unknown[] }>(
    baseUrl,
    '/api/activity-service/lucky-refund/prev-results',
  );
  if (!prev.drawId || prev.list.length === 0) return;
  await page.getByRole('dialog', { name: 'Last round' }).getByRole('button', { name: 'OK' }).click();
}

/**
 * Makes the lucky refund round on sale one without tickets, so a journey's codes are the round's only ones and
 * each of them wins a place: another journey of the run (the VIP club's gift codes, the cash draw's players) may
 * have put codes in the round on sale. Such a round is drawn first, by moving the stack's clocks to its beacon
 * round, and the journey goes on in the next one.
 */
export async function freshLuckyRefundRound(baseUrl: string, clocks: StackClocks): Promise<void> {
  const activeId = async () =>
    (await getJson<{ current: { id: string } }>(baseUrl, '/api/activity-service/lucky-refund/active')).current
      .id;
  const id = await activeId();
  const round = await getJson<{ ticketCount: number; beacon: { roundAt: string } }>(
    baseUrl,
    `/api/draws/${id}`,
  );
  if (round.ticketCount === 0) return;
  await clocks.move(Date.parse(round.beacon.roundAt) + 5_000 - (await clocks.serverNow()));
  await expect
    .poll(async () => (await getJson<{ status: string }>(baseUrl, `/api/draws/${id}`)).status, {
      timeout: 30_000,
    })
    .toBe('settled');
  await expect.poll(activeId, { timeout: 30_000 }).not.toBe(id);
}
