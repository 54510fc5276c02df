import { createServer, type Server } from 'node:http';
import type { Db } from '../db/pool.ts';
import type { ReadLedger } from '../http/health.ts';
import { moneyGauges } from './money-gauges.ts';
import { processRegistry } from './process-metrics.ts';

export { countJobRun, countTransfer, observeRequest } from './process-metrics.ts';

/** The Prometheus text of this instance: its own counters, then the database's gauges. */
export async function renderMetrics(
  db: Db,
  now: Date,
  readLedger: ReadLedger,
): Promise<{ contentType: string; body: string }> {
  const gauges = await moneyGauges(db, now, readLedger);
  return {
    contentType: processRegistry.contentType,
    body: `${await processRegistry.metrics()}\n${await gauges.metrics()}`,
  };
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), so it is never published with the API: the
 * numbers describe the money and belong on the operator's network only.
 */
export async function startMetricsServer(
  db: Db,
  options: {
    host: string;
    port: number;
    /** The wallet's ledgerHealth: metrics, like the platform, knows no module. */
    readLedger: ReadLedger;
    now?: () => Date;
    onError?: (error: unknown) => void;
  },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    renderMetrics(db, options.now?.() ?? new Date(), options.readLedger).then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error) => {
        options.onError?.(error);
        response.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
