import { z } from 'zod';

/** Every response, success or failure, is `{ code, msg, data }`; code 0 is success (ARCHITECTURE.md, The wire). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const emptyData = z.null();
