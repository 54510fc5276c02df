import { GUID_COOKIE_DAYS } from '@sika/domain';
import { readCookie, writeCookie } from './storage.ts';

/** A `guid` in the landing URL marks a referral or partner group for a day (spec core §4 Session). */
export function captureReferral(search: string): void {
  const guid = new URLSearchParams(search).get('guid');
  if (guid && /^[\w-]{1,64}$/.test(guid)) writeCookie('guid', guid, GUID_COOKIE_DAYS);
}

export function referralGuid(): string | undefined {
  return readCookie('guid') ?? undefined;
}
