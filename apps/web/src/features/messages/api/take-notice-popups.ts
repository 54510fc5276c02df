import type { NoticePopup } from '@sika/contract';
import type { Language } from '../../../i18n/languages.ts';
import { api, calls, errorCodes } from '../../../lib/api/index.ts';

export type { NoticePopup };

/**
 * The 10-second notice poll (spec core §4): the server hands out the next popup not yet shown to this
 * player (at most one) and records it as delivered. Quiet on failure: a missed poll is simply retried at the
 * next tick, and a session that has just ended is handled by the page's own next call, not by a poll.
 */
export function takeNoticePopups(lang: Language): Promise<NoticePopup[]> {
  // The call is a POST whose `lang` is in the query; the client sends POST input as the body, so the query
  // is written into the path here.
  const call = { ...calls.takeNoticePopups, path: `${calls.takeNoticePopups.path}?lang=${lang}` };
  return api(call as typeof calls.takeNoticePopups, undefined, {
    silent: true,
    handledCodes: [errorCodes.UNAUTHORIZED],
  });
}
