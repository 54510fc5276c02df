import type { CallData, CallDef, CallInput } from '@sika/contract';

/**
 * The one way the back office calls the staff API: the contract's definition gives method and path, the
 * session token goes as a bearer header (kept in sessionStorage: it ends with the tab), and a failure is an
 * ApiError with the catalogue's code and message.
 */
const TOKEN_KEY = 'sika.staff.token';

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string | null) {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function call<D extends CallDef>(
  def: D,
  input: Partial<CallInput<D>> = {},
): Promise<CallData<D>> {
  const values = { ...(input as Record<string, unknown>) };
  const path = def.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = String(values[name]);
    delete values[name];
    return encodeURIComponent(value);
  });
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let url = path;
  let body: string | undefined;
  if (def.method === 'GET') {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '') query.set(k, String(v));
    if (query.size) url += `?${query}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(values);
  }
  const response = await fetch(url, { method: def.method, headers, body });
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
    data: unknown;
  } | null;
  if (!envelope) throw new ApiError(-98, 'The server did not answer.', response.status);
  if (envelope.code !== 0) {
    if (response.status === 401) setToken(null);
    throw new ApiError(envelope.code, envelope.msg, response.status);
  }
  return envelope.data as CallData<D>;
}

/**
 * A stored image the staff API serves as bytes (an appeal's receipt): fetched with the bearer token, since an
 * <img> cannot send it, and shown from a blob: URL. A refusal is an ApiError like any call's.
 */
export async function fetchImage(path: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { code: number; msg: string } | null;
    if (response.status === 401) setToken(null);
    throw new ApiError(envelope?.code ?? -98, envelope?.msg ?? 'The server did not answer.', response.status);
  }
  return response.blob();
}
