import { DEV_SECRETS } from './dev-secrets.ts';
import { providerProblems } from './provider-production-checks.ts';
import type { Config } from './settings-schema.ts';

/** Every production problem of a configuration, one line per setting; empty when it may start. */
export function productionProblems(config: Config, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const given = (name: string) => (env[name] ?? '') !== '';
  for (const name of Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]) {
    if (!given(name)) problems.push(`${name} is not set (use at least 32 random characters)`);
    else if (config[name] === DEV_SECRETS[name] || config[name].startsWith('dev-')) {
      problems.push(`${name} is the public development default`);
    }
  }
  if (config.MARKET === 'NG' && !given('KYC_IDENTITY_SECRET'))
    problems.push(
      'KYC_IDENTITY_SECRET is not set (use at least 32 random characters: the key of BVN hashes)',
    );
  if (config.TEST_CLOCK) problems.push('TEST_CLOCK must be 0 (the test clock moves the server’s time)');
  if (!config.COOKIE_SECURE)
    problems.push('COOKIE_SECURE must be 1 (the session cookie travels over HTTPS only)');
  if (!config.PUBLIC_URL)
    problems.push('PUBLIC_URL is not set (the https origin players and providers reach)');
  else if (!config.PUBLIC_URL.startsWith('https://')) problems.push('PUBLIC_URL must be an https:// origin');
  if (!given('GAMES_PUBLIC_URL'))
    problems.push("GAMES_PUBLIC_URL is not set (the game provider's https origin)");
  else if (!config.GAMES_PUBLIC_URL.startsWith('https://'))
    problems.push('GAMES_PUBLIC_URL must be an https:// origin');
  problems.push(...providerProblems(config, env));
  return problems;
}
