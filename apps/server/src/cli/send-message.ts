/**
 * Operators' way to send a message until the back office exists (and the demos' and tests' way to make
 * them realistically, through the same use-cases as the app):
 *
 *   npm run messages:send -- member --player 0244123456 --title "Deposit received" --content "₵50.00 is in your account" [--url /account/records/deposit]
 *   npm run messages:send -- system --title "Maintenance tonight" --content "…" [--audience all|existing] [--publish-at ISO] [--expires-at ISO]
 *   npm run messages:send -- popup [--player 0244123456] --message "Cash Rain at 20:00!" [--title …] [--content …] [--type 1-4] [--img /content/…] [--url /…] [--ends-at ISO]
 *
 * Every text takes translations as --title-fr, --title-pt, --content-fr… (English is required).
 * `--player` is a mobile number or a player id. Uses the server's settings (DATABASE_URL or the embedded one).
 */
import { parseArgs } from 'node:util';
import { markets } from '@sika/domain';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import type { Db } from '../db/pool.ts';
import { isAppError } from '../http/errors.ts';
import type { LocalizedText } from '../modules/content/index.ts';
import { publishNoticePopup, publishSystemMessage, sendMemberMessage } from '../modules/messages/index.ts';
import { findPlayerByMobile } from '../modules/players/index.ts';

const textOptions = ['title', 'content', 'message'].flatMap((name) =>
  ['', '-fr', '-pt'].map((suffix) => [`${name}${suffix}`, { type: 'string' as const }] as const),
);

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    ...Object.fromEntries(textOptions),
    player: { type: 'string' },
    url: { type: 'string' },
    img: { type: 'string' },
    type: { type: 'string' },
    audience: { type: 'string' },
    'publish-at': { type: 'string' },
    'expires-at': { type: 'string' },
    'ends-at': { type: 'string' },
  },
});
const args = values as Record<string, string | undefined>;

function text(name: string): LocalizedText | undefined {
  const en = args[name];
  if (en === undefined) return undefined;
  const result: LocalizedText = { en };
  if (args[`${name}-fr`]) result.fr = args[`${name}-fr`];
  if (args[`${name}-pt`]) result.pt = args[`${name}-pt`];
  return result;
}

function required(name: string): LocalizedText {
  const value = text(name);
  if (!value) throw new Error(`--${name} is required`);
  return value;
}

function date(name: string): Date | undefined {
  const value = args[name];
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new Error(`--${name} is not a date: ${value}`);
  return parsed;
}

async function playerId(db: Db): Promise<string | undefined> {
  const player = args.player;
  if (!player || !/^\d+$/.test(player)) return player;
  const found = await findPlayerByMobile(db, player);
  if (!found) throw new Error(`no player with mobile ${player}`);
  return found.id;
}

async function main() {
  const kind = positionals[0];
  const config = loadConfig();
  const database = await connectDatabase(config, () => undefined);
  const ctx = { db: database.handle.db, market: markets[config.MARKET], now: () => new Date() };
  try {
    if (kind === 'member') {
      const id = await playerId(ctx.db);
      if (!id) throw new Error('--player is required');
      const messageId = await sendMemberMessage(ctx, {
        playerId: id,
        title: required('title'),
        content: required('content'),
        url: args.url ?? null,
      });
      console.log(`member message ${messageId} sent to ${id}`);
    } else if (kind === 'system') {
      const audience = args.audience ?? 'all';
      if (audience !== 'all' && audience !== 'existing') throw new Error('--audience is all or existing');
      const messageId = await publishSystemMessage(ctx, {
        title: required('title'),
        content: required('content'),
        url: args.url ?? null,
        audience,
        publishAt: date('publish-at'),
        expiresAt: date('expires-at') ?? null,
      });
      console.log(`system message ${messageId} published to market ${ctx.market.code}`);
    } else if (kind === 'popup') {
      const popupId = await publishNoticePopup(ctx, {
        playerId: (await playerId(ctx.db)) ?? null,
        type: args.type ? Number(args.type) : 1,
        message: required('message'),
        title: text('title'),
        content: text('content'),
        img: args.img,
        url: args.url,
        endsAt: date('ends-at') ?? null,
      });
      console.log(`notice popup ${popupId} queued`);
    } else {
      throw new Error(
        'usage: messages:send -- member|system|popup [options] (see apps/server/src/cli/send-message.ts)',
      );
    }
  } finally {
    // The embedded database keeps running (pg_ctl starts it detached); only our pool closes.
    await database.handle.close();
  }
}

main().catch((error) => {
  console.error(isAppError(error) ? `${error.code}: ${error.message}` : (error as Error).message);
  process.exit(1);
});
