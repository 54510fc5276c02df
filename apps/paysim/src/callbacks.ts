import type { CallbackRequest, DeliveryResult } from './types.ts';

/**
 * One callback delivery, sent once like the real providers do (MTN: "sends the callback only once.
 * There is no retry mechanism"). The outcome is recorded, never retried.
 */
export async function deliverCallback(
  request: CallbackRequest,
  timeoutMs: number,
  lifetime: AbortSignal,
): Promise<DeliveryResult> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: { 'content-type': 'application/json', ...request.headers },
      body: request.rawBody ?? JSON.stringify(request.body),
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), lifetime]),
    });
    await response.arrayBuffer();
    return { httpStatus: response.status, error: null };
  } catch (error) {
    return { httpStatus: null, error: error instanceof Error ? error.message : String(error) };
  }
}
