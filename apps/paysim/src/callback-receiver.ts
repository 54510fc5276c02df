import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny HTTP listener that records what the simulator calls back, for tests of the simulator and of
 * the adapters. It answers 200 `{"ResultCode":0,"ResultDesc":"Accepted"}` like a good listener would.
 */

export interface ReceivedCallback {
  method: string;
  /** Path and query, as a Fastify route would see `request.url`. */
  url: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  atMs: number;
}

export interface CallbackReceiver {
  url: string;
  received: ReceivedCallback[];
  /** Resolves once at least `count` callbacks arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCallback[]>;
  close(): Promise<void>;
}

export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const received: ReceivedCallback[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        atMs: Date.now(),
      });
      for (const wake of waiters) wake();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  function waitFor(count: number, timeoutMs = 5000): Promise<ReceivedCallback[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (received.length < count) return;
        cleanup();
        resolve(received.slice());
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`expected ${count} callbacks, got ${received.length}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    waitFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
