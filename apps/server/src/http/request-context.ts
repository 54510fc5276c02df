import type {} from '@fastify/cookie';
import type { PlayPauseState } from '@sika/domain';
import type { FastifyRequest } from 'fastify';

/** The logged-in player behind a request, as the session lookup found it. */
export interface SessionPlayer {
  playerId: string;
  mobile: string;
  tokenHash: Buffer;
  /** A time-out or self-exclusion running: only calls marked `whileRestricted` are open (decision 017). */
  pause: PlayPauseState | null;
}

/** What the spec's headers say about the caller (spec core §3: token, platform, deviceid, ticks, nonce). */
export interface ClientInfo {
  platform: string | null;
  deviceId: string | null;
  ip: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Finds the session of a request's token; null when there is none or it is no longer valid. */
    resolveSession(request: FastifyRequest): Promise<SessionPlayer | null>;
  }
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    platform: headerText(request, 'platform', 32),
    deviceId: headerText(request, 'deviceid', 128),
    ip: request.ip,
  };
}

export function headerText(request: FastifyRequest, name: string, maxLength: number): string | null {
  const value = request.headers[name];
  if (typeof value !== 'string' || value === '') return null;
  return value.slice(0, maxLength);
}

/**
 * The token from the `token` header, else from the cookie. A cookie alone authenticates only safe methods
 * or requests carrying the app's `platform` header: a cross-site form cannot set a custom header, so a
 * forged POST never rides on the cookie (CSRF, reliability checklist S7).
 */
export function requestToken(request: FastifyRequest): string | null {
  const header = headerText(request, 'token', 256);
  if (header) return header;
  const cookie = request.cookies?.token;
  if (!cookie) return null;
  const safe = request.method === 'GET' || request.method === 'HEAD';
  return safe || headerText(request, 'platform', 32) ? cookie : null;
}
