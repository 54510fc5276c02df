import {
  getLatestMessage as getLatestMessageCall,
  getUnreadCounts,
  type MessageKind,
  memberMessageCalls,
  systemMessageCalls,
  takeNoticePopups as takeNoticePopupsCall,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/route.ts';
import { requestLanguage } from '../content/index.ts';
import { countUnreadMessages } from './count-unread-messages.ts';
import { getLatestMessage } from './get-latest-message.ts';
import { getMessage } from './get-message.ts';
import { listMessages } from './list-messages.ts';
import { markAllMessagesRead } from './mark-all-messages-read.ts';
import { markMessageRead } from './mark-message-read.ts';
import { takeNoticePopups } from './take-notice-popups.ts';

export function messageRoutes(app: FastifyInstance, ctx: ServerContext) {
  const kinds: [MessageKind, typeof memberMessageCalls | typeof systemMessageCalls][] = [
    ['member', memberMessageCalls],
    ['system', systemMessageCalls],
  ];
  for (const [kind, calls] of kinds) {
    registerCall(app, calls.list, ({ player, query, request }) =>
      listMessages(ctx, player.playerId, kind, query, requestLanguage(request, query.lang)),
    );
    registerCall(app, calls.get, ({ player, params, query, request }) =>
      getMessage(ctx, player.playerId, kind, params.id, requestLanguage(request, query.lang)),
    );
    registerCall(app, calls.markRead, ({ player, params }) =>
      markMessageRead(ctx, player.playerId, kind, params.id),
    );
    registerCall(app, calls.markAllRead, ({ player }) => markAllMessagesRead(ctx, player.playerId, kind));
  }
  registerCall(app, getUnreadCounts, ({ player }) => countUnreadMessages(ctx, player.playerId));
  registerCall(app, getLatestMessageCall, ({ player, query, request }) =>
    getLatestMessage(ctx, player.playerId, requestLanguage(request, query.lang)),
  );
  registerCall(app, takeNoticePopupsCall, ({ player, query, request }) =>
    takeNoticePopups(ctx, player.playerId, requestLanguage(request, query.lang)),
  );
}
