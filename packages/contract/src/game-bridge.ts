/**
 * How a game page (in an iframe on the provider's origin) talks to the operator page around it:
 * `window.parent.postMessage` with these typed messages. The game posts only to the lobby origin the
 * operator gave at launch (never `'*'`), and the operator accepts a message only from the games
 * origin it launched (`readGameBridgeMessage`).
 *
 * Launch URL: `{GAMES_ORIGIN}/play/{gameCode}?launch={launchToken}&mode=real|demo&lang=en|fr|pt&lobby={operatorOrigin}`.
 */
import { z } from 'zod';
import { walletLimitReasons } from './seamless-wallet.ts';

export const gameBridgeMessageSchema = z.discriminatedUnion('type', [
  /** The game has loaded and authenticated; the operator may hide its loading cover. */
  z.object({ type: z.literal('sika:ready') }),
  /** The player's balance after a round, in minor units, so the operator's top bar stays current. */
  z.object({
    type: z.literal('sika:balance'),
    balance: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
  /** A stake was refused for lack of funds: the operator offers a deposit. */
  z.object({ type: z.literal('sika:insufficient-balance') }),
  /**
   * The wallet refused a stake for the player's responsible-gaming settings (LIMIT_REACHED, issue 19):
   * `loss-limit` (a smaller stake may pass), `session-limit` or `paused`. The operator says why.
   */
  z.object({ type: z.literal('sika:limit-reached'), reason: z.enum(walletLimitReasons) }),
  /** In demo, the player asked to play for real: the operator launches real play (login first). */
  z.object({ type: z.literal('sika:demo-switch-to-real') }),
  /**
   * The wallet answered INVALID_SESSION or SESSION_EXPIRED: the player launched elsewhere (one device
   * at a time) or the session ended. The operator shows its notice and reloads its state.
   */
  z.object({ type: z.literal('sika:kicked') }),
]);

export type GameBridgeMessage = z.infer<typeof gameBridgeMessageSchema>;
export type GameBridgeMessageType = GameBridgeMessage['type'];

export const gameLaunchModes = ['real', 'demo'] as const;
export type GameLaunchMode = (typeof gameLaunchModes)[number];
export const gameLanguages = ['en', 'fr', 'pt'] as const;
export type GameLanguage = (typeof gameLanguages)[number];

export interface GameLaunch {
  gamesOrigin: string;
  gameCode: string;
  mode: GameLaunchMode;
  lang: GameLanguage;
  /** The operator page's origin: the only origin the game will post to. */
  lobbyOrigin: string;
  /** One-time token from the operator; required for real play, absent in demo. */
  launchToken?: string;
}

/** The iframe URL for a launch. */
export function buildGameLaunchUrl(launch: GameLaunch): string {
  const url = new URL(`/play/${encodeURIComponent(launch.gameCode)}`, launch.gamesOrigin);
  if (launch.launchToken) url.searchParams.set('launch', launch.launchToken);
  url.searchParams.set('mode', launch.mode);
  url.searchParams.set('lang', launch.lang);
  url.searchParams.set('lobby', new URL(launch.lobbyOrigin).origin);
  return url.toString();
}

/**
 * The operator side of the bridge: the message if it came from the games origin and is well formed,
 * otherwise null (anything else on the window's message bus is ignored).
 */
export function readGameBridgeMessage(
  event: { origin: string; data: unknown },
  gamesOrigin: string,
): GameBridgeMessage | null {
  if (event.origin !== new URL(gamesOrigin).origin) return null;
  const parsed = gameBridgeMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
