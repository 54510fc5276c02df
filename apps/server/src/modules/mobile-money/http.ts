import { request as httpsRequest } from 'node:https';

/**
 * One outbound call to a provider, always bounded by a timeout. The result separates "the provider
 * answered" from "no answer", because only an answer can ever prove a payment failed.
 */

export type ProviderAnswer =
  | { kind: 'answered'; status: number; text: string; json: unknown }
  | { kind: 'no-answer'; reason: 'timeout' | 'network'; message: string };

export interface ProviderCall {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  /** Serialised as JSON when given. */
  body?: unknown;
  /** JSON already serialised, sent byte for byte (a signed body: Airtel's x-signature covers these bytes). */
  jsonText?: string;
  /** Sent form-encoded instead (Orange's token endpoint refuses JSON). */
  form?: Record<string, string>;
  timeoutMs: number;
  /** Mutual TLS (Efí's Pix API): the client certificate and key (PEM), and the CA to trust when not a public one. */
  tls?: ClientTls;
}

export interface ClientTls {
  cert: string;
  key: string;
  ca?: string;
}

export async function callProvider(call: ProviderCall): Promise<ProviderAnswer> {
  const headers = { ...call.headers };
  if (call.body !== undefined || call.jsonText !== undefined) headers['content-type'] = 'application/json';
  if (call.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  const payload =
    call.form !== undefined
      ? new URLSearchParams(call.form).toString()
      : call.jsonText !== undefined
        ? call.jsonText
        : call.body === undefined
          ? undefined
          : JSON.stringify(call.body);
  if (call.tls) return callWithClientCertificate(call, headers, payload, call.tls);
  try {
    // The same signal bounds the body too, so a provider that sends headers and then stalls still times out.
    const response = await fetch(call.url, {
      method: call.method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    const text = await response.text();
    return { kind: 'answered', status: response.status, text, json: parseJson(text) };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'no-answer', reason: timedOut ? 'timeout' : 'network', message };
  }
}

function parseJson(text: string): unknown {
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function basicAuth(user: string, secret: string): string {
  return `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
}

/** A base URL with a path appended, without doubling or losing the slash between them. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The same call over node:https with a client certificate (fetch cannot present one without undici's Agent). */
function callWithClientCertificate(
  call: ProviderCall,
  headers: Record<string, string>,
  payload: string | undefined,
  tls: ClientTls,
): Promise<ProviderAnswer> {
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(call.timeoutMs);
    const request = httpsRequest(
      call.url,
      {
        method: call.method,
        headers:
          payload === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(payload) },
        cert: tls.cert,
        key: tls.key,
        ...(tls.ca ? { ca: tls.ca } : {}),
        minVersion: 'TLSv1.2',
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ kind: 'answered', status: response.statusCode ?? 0, text, json: parseJson(text) });
        });
        response.on('error', (error) => resolve(noAnswer(error, signal)));
      },
    );
    request.on('error', (error) => resolve(noAnswer(error, signal)));
    request.end(payload);
  });
}

function noAnswer(error: Error, signal: AbortSignal): ProviderAnswer {
  const timedOut = signal.aborted || error.name === 'TimeoutError' || error.name === 'AbortError';
  return { kind: 'no-answer', reason: timedOut ? 'timeout' : 'network', message: error.message };
}
