import {
  changeMobile as changeMobileCall,
  changePassword as changePasswordCall,
  loginBySmsCode as loginBySmsCodeCall,
  loginByToken as loginByTokenCall,
  loginByPassword as loginCall,
  logout as logoutCall,
  register as registerCall_,
  resetPassword as resetPasswordCall,
  sendSmsCode as sendSmsCodeCall,
} from '@sika/contract';
import { SESSION_TTL_MS } from '@sika/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { clientInfo, requestToken } from '../../http/request-context.ts';
import { registerCall } from '../../http/route.ts';
import { getProfile } from '../players/index.ts';
import { changeMobile } from './change-mobile.ts';
import { loginByPassword } from './login-by-password.ts';
import { loginBySmsCode } from './login-by-sms-code.ts';
import { changePassword, resetPassword } from './manage-password.ts';
import { registerPlayer } from './register-player.ts';
import { sendSmsCode } from './send-sms-code.ts';
import { findSessionBatched } from './session-lookups.ts';
import { revokeSession } from './session-repository.ts';

export function authRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.decorate('resolveSession', async (request) => {
    const token = requestToken(request);
    return token ? findSessionBatched(ctx.db, token, ctx.now()) : null;
  });

  const setTokenCookie = (reply: FastifyReply, token: string) => setSessionCookie(ctx, reply, token);

  registerCall(app, registerCall_, async ({ body, request, reply }) => {
    const guid = body.guid ?? request.cookies.guid;
    const result = await registerPlayer(ctx, { ...body, guid }, clientInfo(request));
    setTokenCookie(reply, result.token);
    return result;
  });

  registerCall(app, loginCall, async ({ body, request, reply }) => {
    const result = await loginByPassword(ctx, body, clientInfo(request));
    setTokenCookie(reply, result.token);
    return result;
  });

  registerCall(app, sendSmsCodeCall, ({ body, request }) => sendSmsCode(ctx, body, clientInfo(request)));

  registerCall(app, loginBySmsCodeCall, async ({ body, request, reply }) => {
    const result = await loginBySmsCode(ctx, body, clientInfo(request));
    setTokenCookie(reply, result.token);
    return result;
  });

  registerCall(app, loginByTokenCall, async ({ player, request }) => ({
    token: requestToken(request) ?? '',
    memberInfo: await getProfile(ctx, player.playerId),
  }));

  // A session is required, so a cross-site form (the cookie without the app header) cannot log a player out.
  registerCall(app, logoutCall, async ({ player, reply }) => {
    await revokeSession(ctx.db, player.tokenHash, ctx.now());
    reply.clearCookie('token', { path: '/' });
    return null;
  });

  registerCall(app, resetPasswordCall, ({ body, request }) => resetPassword(ctx, body, request.ip));

  registerCall(app, changePasswordCall, ({ body, player, request }) =>
    changePassword(ctx, player, body, request.ip),
  );

  registerCall(app, changeMobileCall, ({ body, player, request }) =>
    changeMobile(ctx, player, body, request.ip),
  );
}

/** The session cookie a login or registration sets (the web client also keeps the token). */
export function setSessionCookie(ctx: ServerContext, reply: FastifyReply, token: string) {
  return reply.setCookie('token', token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.COOKIE_SECURE,
    maxAge: SESSION_TTL_MS / 1000,
  });
}
