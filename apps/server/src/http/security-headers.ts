import type { FastifyInstance } from 'fastify';
import { isRevalidated } from './revalidation.ts';

/**
 * Headers on every answer (reliability checklist S13). The app may frame only the game provider's origin,
 * and nobody may frame the app. API answers are never stored (they carry balances and tokens), except the
 * public ones marked `revalidate`, which the phone may keep but must check each time (revalidation.ts).
 */
export function installSecurityHeaders(app: FastifyInstance, gamesOrigin: string) {
  const csp = [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    `frame-src ${gamesOrigin}`,
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('strict-transport-security', 'max-age=31536000');
    if (request.url.startsWith('/api/docs')) return;
    if (request.url.startsWith('/api/') || request.url.startsWith('/wallet-api/')) {
      reply.header('cache-control', isRevalidated(request) ? 'no-cache' : 'no-store');
    } else {
      reply.header('content-security-policy', csp);
    }
  });
}
