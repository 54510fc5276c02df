import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Engine } from './engine.ts';
import type { FaultOp, Faults } from './settings.ts';

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** `Authorization: Basic base64(user:secret)` → [user, secret]. */
export function basicCredentials(request: FastifyRequest): [string, string] | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header(request, 'authorization') ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1] ?? null;
}

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The hang and 5xx knobs, applied after the request was processed: a real provider that times out
 * may well have accepted the payment, which is exactly what the caller must survive.
 * Returns true when the fault already answered.
 */
export async function injectFaults(
  engine: Engine,
  faults: Faults,
  op: FaultOp,
  reply: FastifyReply,
  errorBody: unknown,
): Promise<boolean> {
  if (faults.hangMs > 0 && faults.hangOps.includes(op)) {
    await engine.sleep(faults.hangMs, connectionClosed(reply));
    if (reply.raw.destroyed || engine.signal.aborted) {
      // Nobody is listening any more (the caller gave up or the simulator is closing).
      reply.hijack();
      reply.raw.destroy();
      return true;
    }
  }
  if (faults.serverErrorOps.includes(op)) {
    await reply.code(500).send(errorBody);
    return true;
  }
  return false;
}

function connectionClosed(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  return controller.signal;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
