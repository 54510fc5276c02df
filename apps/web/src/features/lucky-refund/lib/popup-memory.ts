import { readCookie, readStored, writeCookie, writeStored } from '../../../lib/storage.ts';

/**
 * What the lucky refund popups remember in this browser (activities §4, §9):
 * - which of the round's codes the player has seen (on the raffle page or in the codes popup), so the
 *   advert popup shows only the unread ones — the list of a round only grows at its end, so a count is enough;
 * - the countdown popup, shown at most once per 2 minutes (a cookie that lives 2 minutes);
 * - the last round whose results the player saw on the raffle page (a cookie of 7 days), so the previous
 *   results popup comes once per round.
 */
export const CODES_READ_KEY = 'sika.luckyCodesRead';
export const COUNTDOWN_COOKIE = 'lucky_refund_countdown';
export const ROUND_COOKIE = 'lucky_refund_round';
export const COUNTDOWN_POPUP_EVERY_MS = 2 * 60_000;
export const ROUND_COOKIE_DAYS = 7;

interface Read {
  round: string;
  count: number;
}

function readCodes(): Read | null {
  try {
    const parsed = JSON.parse(readStored(CODES_READ_KEY) ?? 'null') as Read | null;
    return parsed && typeof parsed.round === 'string' && Number.isInteger(parsed.count) ? parsed : null;
  } catch {
    return null;
  }
}

/** The codes of `round` the player has not seen yet (those after the ones already seen). */
export function unreadCodes<T>(round: string, list: readonly T[]): T[] {
  const read = readCodes();
  return list.slice(read?.round === round ? Math.min(read.count, list.length) : 0);
}

/** The first `count` codes of `round` are seen. */
export function markCodesRead(round: string, count: number): void {
  const read = readCodes();
  if (read?.round === round && read.count >= count) return;
  writeStored(CODES_READ_KEY, JSON.stringify({ round, count }));
}

export function countdownPopupDue(): boolean {
  return readCookie(COUNTDOWN_COOKIE) === null;
}

export function rememberCountdownShown(): void {
  writeCookie(COUNTDOWN_COOKIE, '1', COUNTDOWN_POPUP_EVERY_MS / 86_400_000);
}

export function seenRound(): string | null {
  return readCookie(ROUND_COOKIE);
}

export function rememberRound(round: string): void {
  writeCookie(ROUND_COOKIE, round, ROUND_COOKIE_DAYS);
}
