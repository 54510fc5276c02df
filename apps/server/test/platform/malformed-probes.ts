/**
 * What malformed means for every kind of route, and what a well-shaped answer is: the probes that
 * malformed-requests.test.ts sends, built from the OpenAPI document's operations, the providers' hooks, the
 * seamless-wallet API and the router.
 */

export interface Probe {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Which answers count: the players' envelope, or also a contract's own shape. */
  shape: 'envelope' | 'hook' | 'wallet';
}

export function isEnvelope(text: string): boolean {
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

export function isWalletAnswer(text: string): boolean {
  try {
    return typeof (JSON.parse(text) as { status?: unknown }).status === 'string';
  } catch {
    return false;
  }
}

export function isJson(text: string): boolean {
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

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  bodySchema: Schema | undefined;
}

/** The operations of the served OpenAPI document (/api/docs/json). */
export function operationsOf(document: {
  paths: Record<
    string,
    Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      operationId: op.operationId,
      bodySchema: Object.values(op.requestBody?.content ?? {})[0]?.schema,
    })),
  );
}

export function operationProbes(op: Operation, token: string): Probe[] {
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

export const HOOKS = [
  ['PUT', '/hooks/mtn-momo/{id}/deposit'],
  ['POST', '/hooks/mtn-momo/{id}/deposit'],
  ['POST', '/hooks/mpesa-daraja/{id}/deposit'],
  ['PUT', '/hooks/mtn-momo/{id}/payout'],
  ['POST', '/hooks/mpesa-daraja/{id}/payout'],
  ['POST', '/hooks/mpesa-daraja/{id}/payout-timeout'],
  ['POST', '/hooks/mpesa-daraja/{id}/payout-status'],
] as const;

export function hookProbes(): Probe[] {
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

export const WALLET_OPERATIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'round/end'];

export function walletProbes(): Probe[] {
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
export function routerProbes(): Probe[] {
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
