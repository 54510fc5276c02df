import { writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { newSecretKey, type RunningBeacon, startBeacon } from '@sika/beacon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../support/app.ts';
import { registerPlayer } from '../support/players.ts';

/**
 * Malformed requests of every kind, sent over real HTTP to every operation of the OpenAPI document
 * (/api/docs/json), to the providers' hooks and to the seamless-wallet API (issue 10). Nothing may answer
 * 5xx, and every answer of the players' API is the envelope {code, msg, data}. The hooks and the wallet API
 * answer in their own contracts' shapes (the provider's, `{status, message}`), or the envelope for what never
 * reached them (router errors). Prints the figures for the closing note.
 */

const SECRET = 'malformed-wallet-secret-0123456789';
let t: TestApp;
// The lottery's calls announce a draw, which needs the beacon's schedule (without one they answer 503).
let beacon: RunningBeacon;
let baseUrl: string;
let token: string;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

beforeAll(async () => {
  beacon = await startBeacon({ secretKey: newSecretKey() });
  t = await createTestApp({ WALLET_API_SECRET: SECRET, BEACON_URL: beacon.url });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  token = (await registerPlayer(t)).token;
});
afterAll(async () => {
  agent.destroy();
  await t.close();
  await beacon.close();
});

interface Probe {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Which answers count: the players' envelope, or also a contract's own shape. */
  shape: 'envelope' | 'hook' | 'wallet';
}

interface Answer {
  status: number;
  text: string;
}

function send(probe: Probe): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...probe.headers };
    if (probe.body !== undefined) headers['content-length'] = Buffer.byteLength(probe.body);
    const req = request(`${baseUrl}${probe.path}`, { method: probe.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    // An oversized body may be refused before it is all sent; the answer is what matters.
    req.on('error', (error) => reject(error));
    req.end(probe.body);
  });
}

function isEnvelope(text: string): boolean {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof value.code === 'number' &&
      typeof value.msg === 'string' &&
      'data' in value
    );
  } catch {
    return false;
  }
}

function isWalletAnswer(text: string): boolean {
  try {
    return typeof (JSON.parse(text) as { status?: unknown }).status === 'string';
  } catch {
    return false;
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// --- what malformed means -----------------------------------------------------------------------------

const BAD_PARAMS = [
  'A'.repeat(150), // longer than the router's maxParamLength
  '%E0%A4%A', // a broken percent-encoding
  '%zz',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98',
  '-1',
  '99999999999999999999999999',
  '1e309',
  "'%20OR%201=1--",
];

const BAD_QUERIES = [
  '?%zz=1',
  '?page=%E0%A4%A',
  '?a[b][c][d]=1',
  `?page=${'9'.repeat(400)}`,
  '?page=-1&pageSize=abc&state=1e309',
  '?page=1&page=2&page=3',
  '?__proto__[x]=1&constructor[prototype][x]=1',
];

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

const WRONG_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  0.5,
  '',
  'x'.repeat(5000),
  '\u0000\uffff',
  [],
  [1, 2],
  {},
  { $gt: '' },
];

function jsonBodies(schema: Schema | undefined): string[] {
  const bodies = [
    '{"a":',
    '{',
    '[]',
    '"text"',
    'null',
    '123',
    'true',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    '{"a":"\\ud800"}',
    '\u00ef\u00bb\u00bf{}',
  ];
  for (const name of Object.keys(schema?.properties ?? {})) {
    for (const value of WRONG_VALUES) bodies.push(JSON.stringify({ [name]: value }));
  }
  return bodies;
}

function malformedBodies(
  schema: Schema | undefined,
): { label: string; headers: Record<string, string>; body: string }[] {
  const json = (b: string) => ({
    label: `json ${b.slice(0, 40)}`,
    headers: { 'content-type': 'application/json' },
    body: b,
  });
  const boundary = '----sika-fuzz';
  const multipart = 'multipart/form-data';
  return [
    ...jsonBodies(schema).map(json),
    { label: 'json empty', headers: { 'content-type': 'application/json' }, body: '' },
    { label: 'json utf-16', headers: { 'content-type': 'application/json; charset=utf-16' }, body: '{}' },
    {
      label: 'json oversized',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(200_000) }),
    },
    {
      label: 'form broken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=%zz&b&&=&mobile[]=1&mobile[]=2',
    },
    {
      label: 'form oversized',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `a=${'x'.repeat(200_000)}`,
    },
    { label: 'multipart no boundary', headers: { 'content-type': multipart }, body: 'garbage' },
    {
      label: 'multipart garbage',
      headers: { 'content-type': `${multipart}; boundary=${boundary}` },
      body: 'garbage',
    },
    {
      label: 'multipart truncated',
      headers: { 'content-type': `${multipart}; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="mobile"\r\n\r\n024`,
    },
    {
      label: 'multipart broken header',
      headers: { 'content-type': `${multipart}; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
    },
    {
      label: 'multipart fields',
      headers: { 'content-type': `${multipart}; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="mobile"\r\n\r\n0244000001\r\n--${boundary}--\r\n`,
    },
    { label: 'text/plain', headers: { 'content-type': 'text/plain' }, body: 'hello' },
    { label: 'xml', headers: { 'content-type': 'application/xml' }, body: '<a/>' },
    { label: 'no content type', headers: {}, body: '{}' },
    { label: 'content type garbage', headers: { 'content-type': ';;;=' }, body: '{}' },
  ];
}

// --- the probes ---------------------------------------------------------------------------------------

interface Operation {
  method: string;
  path: string;
  operationId: string;
  bodySchema: Schema | undefined;
}

async function operations(): Promise<Operation[]> {
  const response = await send({ label: 'docs', method: 'GET', path: '/api/docs/json', shape: 'envelope' });
  expect(response.status).toBe(200);
  const document = JSON.parse(response.text) as {
    paths: Record<
      string,
      Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> } }>
    >;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      operationId: op.operationId,
      bodySchema: Object.values(op.requestBody?.content ?? {})[0]?.schema,
    })),
  );
}

function operationProbes(op: Operation): Probe[] {
  // Logging out with the shared token would end the session the other probes use.
  const auth: Record<string, string> = op.operationId === 'logout' ? {} : { token };
  const fill = (value: string) => op.path.replace(/\{[^}]+\}/g, value);
  const validPath = fill('1');
  const probes: Probe[] = [];
  const add = (label: string, probe: Omit<Probe, 'label' | 'shape' | 'method'>) =>
    probes.push({ label: `${op.operationId} ${label}`, method: op.method, shape: 'envelope', ...probe });
  if (op.path.includes('{')) {
    for (const value of BAD_PARAMS) add(`param ${value.slice(0, 20)}`, { path: fill(value), headers: auth });
  }
  for (const query of BAD_QUERIES)
    add(`query ${query.slice(0, 30)}`, { path: `${validPath}${query}`, headers: auth });
  add('token garbage', { path: validPath, headers: { token: 'x'.repeat(5000) } });
  add('cookie garbage', { path: validPath, headers: { cookie: 'token=%zz; guid=%E0%A4%A' } });
  if (op.method !== 'GET' && op.method !== 'HEAD') {
    for (const bad of malformedBodies(op.bodySchema)) {
      add(`body ${bad.label}`, { path: validPath, headers: { ...auth, ...bad.headers }, body: bad.body });
    }
  }
  return probes;
}

const HOOKS = [
  ['PUT', '/hooks/mtn-momo/{id}/deposit'],
  ['POST', '/hooks/mtn-momo/{id}/deposit'],
  ['POST', '/hooks/mpesa-daraja/{id}/deposit'],
  ['PUT', '/hooks/mtn-momo/{id}/payout'],
  ['POST', '/hooks/mpesa-daraja/{id}/payout'],
  ['POST', '/hooks/mpesa-daraja/{id}/payout-timeout'],
  ['POST', '/hooks/mpesa-daraja/{id}/payout-status'],
] as const;

function hookProbes(): Probe[] {
  const probes: Probe[] = [];
  for (const [method, template] of HOOKS) {
    const fill = (value: string) => template.replace('{id}', value);
    for (const value of BAD_PARAMS) {
      probes.push({
        label: `${method} ${template} param`,
        method,
        path: `${fill(value)}?t=x`,
        shape: 'hook',
      });
    }
    for (const query of ['?t=%zz', '?t=', '', '?t=x&t=y', `?t=${'x'.repeat(5000)}`]) {
      probes.push({
        label: `${method} ${template} ${query}`,
        method,
        path: `${fill('00000000-0000-4000-8000-000000000000')}${query}`,
        shape: 'hook',
      });
    }
    for (const bad of malformedBodies(undefined)) {
      probes.push({
        label: `${method} ${template} body ${bad.label}`,
        method,
        path: `${fill('00000000-0000-4000-8000-000000000000')}?t=x`,
        headers: bad.headers,
        body: bad.body,
        shape: 'hook',
      });
    }
  }
  return probes;
}

const WALLET_OPERATIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'round/end'];

function walletProbes(): Probe[] {
  const probes: Probe[] = [];
  const timestamp = String(Date.now());
  for (const operation of WALLET_OPERATIONS) {
    const path = `/wallet-api/v1/${operation}`;
    const signatures = [
      { name: 'unsigned', headers: {} as Record<string, string> },
      { name: 'bad signature', headers: { 'x-timestamp': timestamp, 'x-signature': 'f'.repeat(64) } },
      { name: 'stale', headers: { 'x-timestamp': '1000000000000', 'x-signature': '0'.repeat(64) } },
      { name: 'garbage signature', headers: { 'x-timestamp': 'abc', 'x-signature': 'x'.repeat(5000) } },
    ];
    for (const signature of signatures) {
      for (const bad of malformedBodies({
        properties: { sessionToken: {}, txId: {}, amount: {}, roundId: {} },
      })) {
        probes.push({
          label: `wallet ${operation} ${signature.name} ${bad.label}`,
          method: 'POST',
          path,
          headers: { ...signature.headers, ...bad.headers },
          body: bad.body,
          shape: 'wallet',
        });
      }
    }
    probes.push({ label: `wallet ${operation} GET`, method: 'GET', path, shape: 'wallet' });
    probes.push({ label: `wallet ${operation} query`, method: 'POST', path: `${path}?%zz`, shape: 'wallet' });
  }
  return probes;
}

/** The router itself: paths no operation owns. */
function routerProbes(): Probe[] {
  return [
    '/api/%E0%A4%A',
    '/%zz',
    `/api/${'a'.repeat(5000)}`,
    '/api/feedback/timeline/%',
    '/wallet-api/v1/%zz',
    '/hooks/%zz/x/deposit',
    '/api/docs/%zz',
  ].flatMap((path) =>
    ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) => ({
      label: `router ${method} ${path.slice(0, 40)}`,
      method,
      path,
      shape: 'envelope' as const,
    })),
  );
}

describe('malformed requests', () => {
  it('never get a 5xx, and get the envelope', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(40);
    const probes = [...ops.flatMap(operationProbes), ...hookProbes(), ...walletProbes(), ...routerProbes()];

    const failures: string[] = [];
    let serverErrors = 0;
    let outsideShape = 0;
    for (let i = 0; i < probes.length; i += 4) {
      const batch = probes.slice(i, i + 4);
      const answers = await Promise.all(batch.map(send));
      batch.forEach((probe, k) => {
        const answer = answers[k] as Answer;
        const shaped =
          isEnvelope(answer.text) ||
          (probe.shape === 'wallet' && isWalletAnswer(answer.text)) ||
          (probe.shape === 'hook' && isJson(answer.text));
        if (answer.status >= 500) serverErrors += 1;
        if (!shaped) outsideShape += 1;
        if (answer.status >= 500 || !shaped) {
          failures.push(`${probe.label} → ${answer.status} ${answer.text.slice(0, 120)}`);
        }
      });
    }
    console.log(
      `malformed requests sent: ${probes.length} (${ops.length} operations, ${HOOKS.length} hooks, ` +
        `${WALLET_OPERATIONS.length} wallet operations); 5xx: ${serverErrors}; outside the envelope: ${outsideShape}`,
    );
    // MALFORMED_DUMP=file writes every failing probe, not only the first 40.
    if (process.env.MALFORMED_DUMP) writeFileSync(process.env.MALFORMED_DUMP, failures.join('\n'));
    expect(failures.slice(0, 40)).toEqual([]);
    expect(serverErrors).toBe(0);
  });

  it('leaves the session usable (nothing half-applied to the player)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account-service/member/profile',
      headers: { token },
    });
    expect(body(response).code).toBe(0);
  });
});
