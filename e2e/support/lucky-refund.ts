import type { Page } from 'playwright-core';
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
