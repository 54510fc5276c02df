import type { GameBridgeMessage, GameBridgeMessageType, WalletLimitReason } from '@sika/contract';

/**
 * The operator side of the game bridge (packages/contract/src/game-bridge.ts), without zod: the contract's
 * `readGameBridgeMessage` parses with a zod schema, which would put zod (tens of KB gzip) into the web
 * bundle for five message shapes. Same rules: only messages from the launch's games origin, only the
 * known shapes; `bridge.test.ts` checks it against the contract's reader.
 */
const simpleTypes: ReadonlySet<GameBridgeMessageType> = new Set([
  'sika:ready',
  'sika:insufficient-balance',
  'sika:demo-switch-to-real',
  'sika:kicked',
]);

/** The contract's `walletLimitReasons`, kept here as values without bundling zod. */
const limitReasons: ReadonlySet<WalletLimitReason> = new Set(['paused', 'loss-limit', 'session-limit']);

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function readBridgeMessage(
  event: { origin: string; data: unknown },
  gamesOrigin: string,
): GameBridgeMessage | null {
  const expected = originOf(gamesOrigin);
  if (!expected || event.origin !== expected) return null;
  const data = event.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { type } = data as { type?: unknown };
  if (typeof type !== 'string') return null;
  if (simpleTypes.has(type as GameBridgeMessageType)) return { type } as GameBridgeMessage;
  if (type === 'sika:balance') {
    const { balance } = data as { balance?: unknown };
    return typeof balance === 'number' && Number.isSafeInteger(balance) && balance >= 0
      ? { type, balance }
      : null;
  }
  if (type === 'sika:limit-reached') {
    const { reason } = data as { reason?: unknown };
    return typeof reason === 'string' && limitReasons.has(reason as WalletLimitReason)
      ? { type, reason: reason as WalletLimitReason }
      : null;
  }
  return null;
}
