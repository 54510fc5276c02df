/** Starts the game provider: `tsx apps/games/src/main.ts` (build the pages first: npm run build -w @sika/games). */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openProviderDatabase } from './db/database.ts';

const config = loadConfig();
const db = await openProviderDatabase(config.databaseUrl, { log: (line) => console.log(`[games] ${line}`) });
const app = await buildApp({ config, db, logger: true });
await app.listen({ host: config.host, port: config.port });
app.log.info(`games provider on ${config.publicUrl}, wallet at ${config.walletApiUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.end())
      .then(() => process.exit(0));
  });
}
