import { productionProblems } from './config/production-checks.ts';
import { type Config, settingsSchema } from './config/settings-schema.ts';

/*
 * The server's settings. The schema is cut by concern under config/ (server, database, back office, games,
 * payments per provider, withdrawals and KYC, SMS); what production demands is config/production-checks.ts.
 */

export { MARKET_PROVIDERS } from './config/market-providers.ts';
export { productionProblems } from './config/production-checks.ts';
export type { Config } from './config/settings-schema.ts';

/**
 * Reads and validates the settings. With NODE_ENV=production it refuses to start, naming every setting at
 * fault, when a secret is missing or still its public development default, when the session cookie would
 * travel without Secure, or when the payment providers would still be the simulator (issue 10): failing at
 * start is better than a server that says ready and answers 500 to every deposit.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const config = {
    ...values,
    API_DOCS: values.API_DOCS ?? values.NODE_ENV !== 'production',
  } as Config;
  if (config.NODE_ENV === 'production') {
    const problems = productionProblems(config, env);
    if (problems.length > 0) {
      throw new Error(`refusing to start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    }
  }
  return config;
}
