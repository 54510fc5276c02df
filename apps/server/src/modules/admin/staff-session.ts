import { permissionsOf, type StaffPermission } from '@sika/contract';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { hashToken } from '../auth/index.ts';
import { findLiveSession, type StaffRow, type StaffSessionRow, touchSession } from './staff-repository.ts';

/** A staff call's caller, once its session, second factor and permission are checked. */
export interface StaffCaller {
  staff: StaffRow;
  session: StaffSessionRow;
  token: string;
  tokenHash: Buffer;
  ip: string;
}

/** Writing last_seen_at on every call would make each read a write; a minute's precision is enough. */
const TOUCH_EVERY_MS = 60_000;

/** The bearer token of a staff call. Never a cookie: a cross-site form cannot set this header. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
  return match?.[1] ?? null;
}

/**
 * The live session of a request, at whatever stage (the TOTP steps accept the password stage). A session
 * idle for STAFF_IDLE_MINUTES, past STAFF_SESSION_HOURS, ended, or of a disabled account is no session.
 * Errors: UNAUTHORIZED.
 */
export async function sessionOf(ctx: ServerContext, request: FastifyRequest): Promise<StaffCaller> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHORIZED');
  const tokenHash = hashToken(token);
  const now = ctx.now();
  const idleSince = new Date(now.getTime() - ctx.config.STAFF_IDLE_MINUTES * 60_000);
  const found = await findLiveSession(ctx.db, tokenHash, now, idleSince);
  if (!found) throw new AppError('UNAUTHORIZED');
  if (now.getTime() - found.session.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await touchSession(ctx.db, tokenHash, now);
  }
  return { ...found, token, tokenHash, ip: request.ip };
}

/**
 * The check in front of every staff call: a live session (401), past its second factor (403, 5602), of a
 * member whose roles grant `permission` (403, 1002). `null`: any fully signed-in member.
 */
export async function requireStaff(
  ctx: ServerContext,
  request: FastifyRequest,
  permission: StaffPermission | null,
): Promise<StaffCaller> {
  const caller = await sessionOf(ctx, request);
  if (caller.session.stage !== 'complete') throw new AppError('STAFF_TOTP_REQUIRED');
  if (permission && !permissionsOf(caller.staff.roles).includes(permission)) {
    throw new AppError('FORBIDDEN', { message: `Your role does not allow this (${permission}).` });
  }
  return caller;
}
