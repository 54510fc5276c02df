import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public answer (no session: adverts, menus, notices, the lobby…): the phone may keep it and ask
     * again with `If-None-Match`; an unchanged answer then costs a 304 instead of its body. Answers of a
     * player's own data are never stored (`no-store`, security-headers.ts).
     */
    revalidate?: boolean;
  }
}

export function isRevalidated(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.routeOptions.config?.revalidate === true;
}

/** A strong validator of the exact bytes sent: a changed advert, language or clock-bound window changes it. */
function entityTag(payload: string | Buffer): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
}

function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/**
 * ETags and 304s for the answers marked `revalidate` (every GET call without a session: http/route.ts).
 * The body is still computed, so nothing stale is ever served; only the bytes on a slow, paid network
 * are saved — a returning phone's home costs a few hundred bytes of 304s instead of every list again.
 */
export function installRevalidation(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isRevalidated(request) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const tag = entityTag(payload);
    reply.header('etag', tag);
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  });
}
