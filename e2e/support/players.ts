import { spawnSync } from 'node:child_process';
import { latestSmsCode } from './sms.ts';
import { repoRoot } from './stack.ts';

/**
 * POSTs a form to the players' API and returns the envelope's data; throws on any non-zero code. `clientIp`
 * is the phone's address as the stack's one trusted proxy hop reports it (TRUST_PROXY=1 in e2e/support/stack.ts).
 */
export async function postForm<T>(
  baseUrl: string,
  path: string,
  body: Record<string, string>,
  token?: string,
  clientIp?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      platform: 'h5',
      ...(token ? { token } : {}),
      ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
    },
    body: new URLSearchParams(body).toString(),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** Who submits KYC in the Ghana journeys unless a test names someone else. */
const AMA = { first: 'Ama', last: 'Owusu Ansah', birth: '19950314', address: '14 Ring Road, Osu, Accra' };

/** Submits the player's KYC with a Ghana Card number (`GHA-` + 9 digits + check digit), as the KYC page does. */
export function submitGhanaCardKyc(
  baseUrl: string,
  token: string,
  ghanaCard: string,
  person: typeof AMA = AMA,
): Promise<unknown> {
  return postForm(
    baseUrl,
    '/api/account-service/kyc',
    {
      field0: person.first,
      field1: person.last,
      field3: person.birth,
      field6: person.address,
      field7: 'GHANA_CARD',
      field8: ghanaCard,
    },
    token,
  );
}

/** GETs from the players' API with the player's token; throws on any non-zero code. */
export async function getJson<T>(baseUrl: string, path: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { platform: 'h5', ...(token ? { token } : {}) },
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** What the register page's tick sends: 18 or older, and the terms version of getAppInfo. */
export async function consentOf(baseUrl: string): Promise<{ adultConfirmed: string; termsVersion: string }> {
  const info = await getJson<{ termsVersion: string }>(baseUrl, '/api/app/info');
  return { adultConfirmed: '1', termsVersion: info.termsVersion };
}

/**
 * A phone's address of its own for each player an e2e run registers: as in the field, the per-address limits
 * on SMS codes and registrations (30 an hour, modules/auth/throttles.ts) then count each player, not the whole
 * run of journeys, which all come from 127.0.0.1 and register more than 30 players within a clock hour.
 */
function phoneAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** Registers a player the way the register page does (SMS code read from the outbox); returns the token. */
export async function registerByApi(
  baseUrl: string,
  databaseUrl: string,
  mobile: string,
  password: string,
): Promise<string> {
  const address = phoneAddress();
  await postForm(
    baseUrl,
    '/api/account-service/auth/sms-code',
    { mobile, purpose: 'register' },
    undefined,
    address,
  );
  const smsCode = await latestSmsCode(databaseUrl, mobile);
  const result = await postForm<{ token: string }>(
    baseUrl,
    '/api/account-service/auth/register',
    { mobile, password, confirmPassword: password, smsCode, ...(await consentOf(baseUrl)) },
    undefined,
    address,
  );
  return result.token;
}

/** An operator's balance adjustment (the wallet:adjust command: a ledger transfer with a reason). */
export function adjustBalance(
  databaseUrl: string,
  mobile: string,
  pocket: 'withdrawable' | 'locked' | 'coins' | 'diamonds',
  amountMinor: number,
  reason: string,
): void {
  const run = spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'wallet:adjust',
      '--',
      '--player',
      mobile,
      '--pocket',
      pocket,
      '--amount-minor',
      String(amountMinor),
      '--reason',
      reason,
      '--operator',
      'e2e',
    ],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`wallet:adjust failed: ${run.stderr}\n${run.stdout}`);
}
