import { createHash } from 'node:crypto';
import type { LocalizedInput, SendMessageBody, StaffSend } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import type { Db } from '../../db/pool.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { LocalizedText } from '../content/index.ts';
import { publishNoticePopup, publishSystemMessage, sendMemberMessage } from '../messages/index.ts';
import { findPlayerById, findPlayerByMobile, type PlayerRow } from '../players/index.ts';
import { type Actor, audited } from './audit.ts';

type SendInput = SendMessageBody;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown inside the send's transaction when its key is already used: the transaction rolls back. */
class AlreadySent extends Error {}

/**
 * Sends an inbox message or a notice popup to one player or to every player of the market, once per
 * idempotency key: a double click, a retry or two tabs make one send and one audit row; the same key with
 * another message is refused. A send to all is one broadcast row (system_messages / notice_popups without
 * a player), which every player reads once, whenever they registered.
 * Errors: MESSAGE_RECIPIENT_UNKNOWN, CONTENT_WINDOW_INVALID, IDEMPOTENCY_MISMATCH, BAD_REQUEST (texts).
 */
export async function sendStaffMessage(
  ctx: ServerContext,
  actor: Actor,
  input: SendInput,
): Promise<StaffSend & { replayed: boolean }> {
  const hash = requestHash(input);
  const earlier = await replayOf(ctx.db, input.idempotencyKey, hash);
  if (earlier) return earlier;
  const player = input.audience === 'player' ? await recipient(ctx, input.to ?? '') : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt && endsAt <= ctx.now()) throw new AppError('CONTENT_WINDOW_INVALID');
  const target = player
    ? { targetType: 'player', targetId: player.id }
    : { targetType: 'market', targetId: ctx.market.code };
  try {
    const send = await audited(
      ctx,
      actor,
      { action: `messages.send_${input.channel}`, ...target },
      async (tx) => {
        const messageId = await deliver({ db: tx, now: ctx.now, market: ctx.market }, input, player, endsAt);
        const claimed = await tx
          .insertInto('staff_sends')
          .values({
            idempotency_key: input.idempotencyKey,
            market: ctx.market.code,
            request_hash: hash,
            channel: input.channel,
            audience: input.audience,
            player_id: player?.id ?? null,
            title: input.title.en,
            message_id: messageId,
            sent_by: actor.staffId,
            sent_at: ctx.now(),
          })
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .returning('idempotency_key')
          .executeTakeFirst();
        // The other click committed first (this insert waited for it): undo this one's message.
        if (!claimed) throw new AlreadySent();
        const view = await readSend(tx, input.idempotencyKey);
        return {
          before: null,
          after: { ...view, content: input.content, url: input.url ?? null },
          result: view,
        };
      },
    );
    return { ...send, replayed: false };
  } catch (error) {
    if (!(error instanceof AlreadySent)) throw error;
    const replay = await replayOf(ctx.db, input.idempotencyKey, hash);
    if (!replay) throw error;
    return replay;
  }
}

type Deliverer = Pick<ServerContext, 'now' | 'market'> & { db: Tx };

async function deliver(
  ctx: Deliverer,
  input: SendInput,
  player: PlayerRow | null,
  endsAt: Date | null,
): Promise<number> {
  const title = cleanText(input.title);
  const content = cleanText(input.content);
  const url = input.url || null;
  if (input.channel === 'popup') {
    return publishNoticePopup(ctx, {
      playerId: player?.id ?? null,
      message: title,
      title,
      content,
      url: url ?? '',
      endsAt,
    });
  }
  if (player) return sendMemberMessage(ctx, { playerId: player.id, title, content, url });
  return publishSystemMessage(ctx, { title, content, url, audience: 'all', expiresAt: endsAt });
}

/** A player by id, or by mobile in the local (0244…) or international (233244…) form. */
async function recipient(ctx: ServerContext, to: string): Promise<PlayerRow> {
  const term = to.trim();
  let player: PlayerRow | undefined;
  if (UUID.test(term)) player = await findPlayerById(ctx.db, term.toLowerCase());
  else {
    const digits = term.replace(/[\s+()-]/g, '');
    const cc = ctx.market.countryCode;
    if (/^\d{6,15}$/.test(digits)) {
      player =
        (await findPlayerByMobile(ctx.db, digits)) ??
        (digits.startsWith(cc) ? await findPlayerByMobile(ctx.db, `0${digits.slice(cc.length)}`) : undefined);
    }
  }
  if (!player) throw new AppError('MESSAGE_RECIPIENT_UNKNOWN');
  return player;
}

/** Blank translations are left out, so a player reads the English text instead of nothing. */
function cleanText(text: LocalizedInput): LocalizedText {
  const out: LocalizedText = { en: text.en };
  if (text.fr?.trim()) out.fr = text.fr;
  if (text.pt?.trim()) out.pt = text.pt;
  return out;
}

function requestHash(input: SendInput): string {
  const { idempotencyKey: _, ...rest } = input;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

async function replayOf(db: Db, key: string, hash: string) {
  const row = await db
    .selectFrom('staff_sends')
    .select('request_hash')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH');
  return { ...(await readSend(db, key)), replayed: true };
}

function sendViews(db: Db | Tx) {
  return db
    .selectFrom('staff_sends as m')
    .leftJoin('players as p', 'p.id', 'm.player_id')
    .leftJoin('staff_accounts as s', 's.id', 'm.sent_by')
    .select([
      'm.idempotency_key',
      'm.market',
      'm.channel',
      'm.audience',
      'm.player_id',
      'p.mobile',
      'm.title',
      'm.message_id',
      's.email as sent_by',
      'm.sent_at',
    ]);
}

function toSend(
  row: Awaited<ReturnType<ReturnType<typeof sendViews>['executeTakeFirstOrThrow']>>,
): StaffSend {
  return {
    idempotencyKey: row.idempotency_key,
    channel: row.channel as StaffSend['channel'],
    audience: row.audience as StaffSend['audience'],
    playerId: row.player_id,
    mobile: row.mobile,
    title: row.title,
    messageId: Number(row.message_id),
    sentBy: row.sent_by,
    sentAt: row.sent_at.toISOString(),
  };
}

async function readSend(db: Db | Tx, key: string): Promise<StaffSend> {
  return toSend(await sendViews(db).where('m.idempotency_key', '=', key).executeTakeFirstOrThrow());
}

/** The latest sends of this market, newest first. */
export async function listStaffSends(ctx: ServerContext, limit = 100): Promise<StaffSend[]> {
  const rows = await sendViews(ctx.db)
    .where('m.market', '=', ctx.market.code)
    .orderBy('m.sent_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSend);
}
