import type { Language, NoticePopup } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { takeNoticePopups as takeFromDatabase } from './notice-popup-repository.ts';

/**
 * The app polls every 10 s and shows the first notice for 3 s (spec core §4), so one per poll is all it
 * can show; handing out more would mark as shown notices the player never saw.
 */
export const NOTICE_POPUPS_PER_POLL = 1;

/** The next notice popups for this player, each delivered once. No errors. */
export async function takeNoticePopups(
  ctx: ServerContext,
  playerId: string,
  lang: Language,
): Promise<NoticePopup[]> {
  const rows = await takeFromDatabase(
    ctx.db,
    ctx.market.code,
    playerId,
    lang,
    ctx.now(),
    NOTICE_POPUPS_PER_POLL,
  );
  return rows.map((row) => ({ ...row, time: row.time.toISOString() }));
}
