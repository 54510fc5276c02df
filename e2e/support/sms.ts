import pg from 'pg';

/**
 * The last SMS code sent to a mobile, read from the server's outbox (the default SMS gateway writes there).
 * Polls briefly: the SMS is written in the same request that the page is waiting on.
 */
export async function latestSmsCode(
  databaseUrl: string,
  mobile: string,
  timeoutMs = 10_000,
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ body: string }>(
        'SELECT body FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
        [mobile],
      );
      const code = rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no SMS code for ${mobile} in sms_outbox`);
  } finally {
    await client.end();
  }
}

/** A Ghana mobile nobody has used in this run: 0 + a real prefix (MTN 24/54/55/59) + 7 digits. */
export function uniqueGhanaMobile(): string {
  const prefixes = ['24', '54', '55', '59'];
  const prefix = prefixes[Math.floor(Math.random() * prefixes.length)];
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `0${prefix}${digits}`;
}
