/** Starts the game provider: `tsx apps/games/src/main.ts` (build the pages first: npm run build -w @sika/games). */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp({ config, logger: true });
await app.listen({ host: config.host, port: config.port });
app.log.info(`games provider on ${config.publicUrl}, wallet at ${config.walletApiUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
