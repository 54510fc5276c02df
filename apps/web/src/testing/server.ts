import type { CallBody, CallDef, CallQuery } from '@sika/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/** The origin the API client is configured with in component tests (setup.ts). */
export const API_ORIGIN = 'http://sika.test';

/** The mock API of component tests: each test says what the server answers with `server.use(on(…))`. */
export const server = setupServer();

/** A business failure the server would answer: catalogue code, HTTP status, message and details. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly status = 422,
    readonly msg = 'refused',
    readonly data: unknown = null,
  ) {}
}

export interface Received<D extends CallDef> {
  body: CallBody<D>;
  query: CallQuery<D>;
  params: Record<string, string>;
  headers: Headers;
}

/**
 * A handler typed from the contract: the request is parsed with the call's own schemas (what the server
 * would refuse fails the test), and the answer must be the call's data, checked against its schema too,
 * so a fixture cannot drift from the wire. Return a `Refusal` to answer a business error.
 */
export function on<D extends CallDef>(
  call: D,
  answer: (received: Received<D>) => z.input<D['data']> | Refusal | Promise<z.input<D['data']> | Refusal>,
) {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](`${API_ORIGIN}${call.path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const received = {
      body: call.body ? call.body.parse(await readBody(request)) : undefined,
      query: call.query ? call.query.parse(Object.fromEntries(url.searchParams)) : undefined,
      params: params as Record<string, string>,
      headers: request.headers,
    } as Received<D>;
    const result = await answer(received);
    if (result instanceof Refusal) {
      return HttpResponse.json(
        { code: result.code, msg: result.msg, data: result.data },
        { status: result.status },
      );
    }
    return HttpResponse.json({ code: 0, msg: 'ok', data: call.data.parse(result) });
  });
}

/** Every request a handler saw, in order: `const register = record(contract.register, answer)`. */
export function record<D extends CallDef>(
  call: D,
  answer: (received: Received<D>) => z.input<D['data']> | Refusal | Promise<z.input<D['data']> | Refusal>,
) {
  const calls: Received<D>[] = [];
  const handler = on(call, (received) => {
    calls.push(received);
    return answer(received);
  });
  return { handler, calls };
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return Object.fromEntries(await request.formData());
  return Object.fromEntries(new URLSearchParams(await request.text()));
}
