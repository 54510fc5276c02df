import { z } from 'zod';
import { defineCall } from '../call.ts';
import { flagField, intField, isoDate } from '../fields.ts';

// Test clock (non-production only).

export const getTestClock = defineCall({
  operationId: 'getTestClock',
  method: 'GET',
  path: '/api/test-support/clock',
  summary:
    'Non-production only (404 in production or when TEST_CLOCK is off): the server clock’s offset from real time and its current local date.',
  tags: ['test-support'],
  auth: 'none',
  data: z.object({ offsetMs: z.number().int(), now: isoDate, localDate: z.string() }),
});

export const setTestClock = defineCall({
  operationId: 'setTestClock',
  method: 'POST',
  path: '/api/test-support/clock',
  summary:
    'Non-production only (404 in production or when TEST_CLOCK is off): move the server clock forward by `advanceMs` (e.g. 86400000 for the next day) or reset it with `reset=1`. Every instance reads the offset from the database.',
  tags: ['test-support'],
  auth: 'none',
  body: z.object({
    advanceMs: intField
      .pipe(
        z
          .number()
          .int()
          .min(0)
          .max(366 * 86_400_000),
      )
      .optional(),
    reset: flagField.optional().default(false),
  }),
  data: z.object({ offsetMs: z.number().int(), now: isoDate, localDate: z.string() }),
});
