/**
 * The provider's in-memory state: page sessions by token and players by key. Launching creates a
 * session (authenticating real play with the wallet); a sweep expires idle sessions and settles mines
 * rounds left open.
 */
import { isValidClientSeed, newClientSeed } from '@sika/fairness';
import type { GameCode } from '../engines/index.ts';
import type { WalletClient } from '../wallet-client.ts';
import { ProviderError } from './errors.ts';
import { DEMO_START_BALANCE_MINOR, DemoWallet, RealWallet } from './game-wallet.ts';
import { newToken } from './ids.ts';
import { newPlayerState, type PlayerState, type Session, serialized } from './player-state.ts';
import { settleIdleMinesRound } from './rounds.ts';
import { newSeedPair } from './seed-pair.ts';
import type { SettlementQueue } from './settlement-queue.ts';

export const SESSION_IDLE_MS = 4 * 60 * 60 * 1000;
export const MINES_IDLE_SETTLE_MS = 60 * 60 * 1000;
export const DEMO_CURRENCY = 'GHS';

export class ProviderStore {
  private readonly sessions = new Map<string, Session>();
  private readonly players = new Map<string, PlayerState>();

  constructor(
    private readonly wallet: WalletClient,
    private readonly queue: SettlementQueue,
  ) {}

  private playerFor(key: string): PlayerState {
    let player = this.players.get(key);
    if (!player) {
      player = newPlayerState(key);
      this.players.set(key, player);
    }
    return player;
  }

  /** Real play: trades the one-time launch token for a wallet session. Errors: LAUNCH_REJECTED, PLAYER_BLOCKED. */
  async launchReal(
    gameCode: GameCode,
    launchToken: string,
  ): Promise<{ session: Session; balanceMinor: number }> {
    const answer = await this.wallet.authenticate({ launchToken, gameCode }).catch((error: Error) => {
      throw new ProviderError('WALLET_UNAVAILABLE', error.message);
    });
    if (answer.status === 'PLAYER_BLOCKED') throw new ProviderError('PLAYER_BLOCKED', 'player blocked');
    if (answer.status !== 'OK')
      throw new ProviderError('LAUNCH_REJECTED', `wallet answered ${answer.status}`);
    const { sessionToken, playerId, currency } = answer;
    const wallet = new RealWallet(this.wallet, { sessionToken, playerId, gameCode, currency }, this.queue);
    const session = this.addSession('real', gameCode, this.playerFor(`real:${playerId}`), wallet);
    return { session, balanceMinor: answer.balance };
  }

  launchDemo(gameCode: GameCode): { session: Session; balanceMinor: number } {
    const wallet = new DemoWallet(DEMO_CURRENCY);
    const session = this.addSession('demo', gameCode, this.playerFor(`demo:${newToken(12)}`), wallet);
    return { session, balanceMinor: DEMO_START_BALANCE_MINOR };
  }

  private addSession(
    mode: Session['mode'],
    gameCode: GameCode,
    player: PlayerState,
    wallet: Session['wallet'],
  ) {
    const session: Session = {
      token: newToken(),
      mode,
      gameCode,
      player,
      wallet,
      expiresAtMs: Date.now() + SESSION_IDLE_MS,
      kicked: false,
    };
    this.sessions.set(session.token, session);
    return session;
  }

  /** The live session for a bearer token. Errors: SESSION_NOT_FOUND, SESSION_KICKED. */
  session(token: string | undefined): Session {
    const session = token ? this.sessions.get(token) : undefined;
    if (!session || session.expiresAtMs < Date.now())
      throw new ProviderError('SESSION_NOT_FOUND', 'no session');
    if (session.kicked) throw new ProviderError('SESSION_KICKED', 'the player launched elsewhere');
    session.expiresAtMs = Date.now() + SESSION_IDLE_MS;
    return session;
  }

  /** Reveals the current server seed and commits a new one. Errors: INVALID_REQUEST, ROUND_IN_PROGRESS. */
  rotateSeeds(player: PlayerState, clientSeed?: string): Promise<void> {
    if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) {
      throw new ProviderError('INVALID_REQUEST', 'client seed: 1–64 printable characters');
    }
    return serialized(player, async () => {
      // An open mines round depends on the current seed: revealing it would show where the mines are.
      if (player.activeRound) throw new ProviderError('ROUND_IN_PROGRESS', 'finish the open round first');
      player.seeds.revealed = true;
      player.previousSeeds = player.seeds;
      player.seeds = newSeedPair(clientSeed ?? newClientSeed());
    });
  }

  /** Expires idle sessions, settles abandoned mines rounds, forgets demo players without a session. */
  async sweep(nowMs = Date.now()): Promise<void> {
    for (const [token, session] of this.sessions)
      if (session.expiresAtMs < nowMs) this.sessions.delete(token);
    const liveDemoKeys = new Set([...this.sessions.values()].map((session) => session.player.key));
    for (const [key, player] of this.players) {
      await settleIdleMinesRound(player, MINES_IDLE_SETTLE_MS, nowMs);
      if (key.startsWith('demo:') && !liveDemoKeys.has(key)) this.players.delete(key);
    }
  }
}
