import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createChain, type SimulatedChain } from './chain.ts';

export interface BeaconOptions {
  secretKey: string;
  /** The simulator's clock (default: the wall clock). */
  now?: () => number;
  /** Serve `POST /test-support/clock {advanceMs} | {reset: true}`: tests move the beacon's time with the server's. */
  testClock?: boolean;
  logger?: boolean;
}

export interface RunningBeacon {
  app: FastifyInstance;
  chain: SimulatedChain;
  url: string;
  /** Moves the simulator's clock forward (tests). */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * drand's HTTP API for one chain (docs.drand.love/developer/http-api): `/chains`, `/info`,
 * `/{chainhash}/info`, `/{chainhash}/public/latest`, `/{chainhash}/public/{round}` (and the same without
 * the chain hash, for the default chain). A round is served once its time has come; a future round
 * answers 425 Too Early, as a relay does, so a client must wait rather than guess.
 */
export function buildBeaconApp(options: BeaconOptions): Omit<RunningBeacon, 'url' | 'close'> {
  const chain = createChain(options.secretKey);
  const base = options.now ?? Date.now;
  let offsetMs = 0;
  const now = () => base() + offsetMs;
  const app = Fastify({ logger: options.logger ?? false });
  const { hash } = chain.info;

  const info = async () => chain.info;
  const round = async (request: FastifyRequest, reply: FastifyReply) => {
    const current = chain.roundAt(now());
    const param = (request.params as { round: string }).round;
    const asked = param === 'latest' ? current : Number(param);
    if (!Number.isSafeInteger(asked) || asked < 1) return reply.code(400).send({ error: 'invalid round' });
    if (asked > current) return reply.code(425).send({ error: 'Requested future beacon' });
    reply.header('cache-control', 'public, max-age=604800, immutable');
    return chain.sign(asked);
  };
  const health = async () => ({ current: chain.roundAt(now()), expected: chain.roundAt(now()) });

  app.get('/chains', async () => [hash]);
  app.get('/info', info);
  app.get('/health', health);
  app.get('/public/:round', round);
  app.get(`/${hash}/info`, info);
  app.get(`/${hash}/health`, health);
  app.get(`/${hash}/public/:round`, round);
  if (options.testClock) {
    app.post<{ Body: { advanceMs?: number; reset?: boolean } }>(
      '/test-support/clock',
      async (request, reply) => {
        if (request.body?.reset) {
          offsetMs = 0;
          return { round: chain.roundAt(now()), offsetMs };
        }
        const advanceMs = Number(request.body?.advanceMs);
        if (!Number.isSafeInteger(advanceMs) || advanceMs < 0)
          return reply.code(400).send({ error: 'advanceMs' });
        offsetMs += advanceMs;
        return { round: chain.roundAt(now()), offsetMs };
      },
    );
  }
  const advance = (ms: number) => {
    offsetMs += ms;
  };
  return { app, chain, advance };
}

export async function startBeacon(
  options: BeaconOptions & { host?: string; port?: number },
): Promise<RunningBeacon> {
  const built = buildBeaconApp(options);
  const address = await built.app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  return { ...built, url: address, close: () => built.app.close() };
}
