import { startPaysim } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const sim = await startPaysim(config, { logger: true });
sim.app.log.info(`payment simulator on ${sim.url} (prompts page at ${sim.url}/)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
