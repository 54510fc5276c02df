import { z } from 'zod';
import { defineCall } from '../call.ts';
import { lang } from './common.ts';

// Coins-event popup.

export const getCoinsEvent = defineCall({
  operationId: 'getCoinsEvent',
  method: 'GET',
  path: '/api/activity-service/coins-event',
  summary:
    'The coins-event popup: pictures and title/content items explaining how to earn coins (from the activities that are on). `enable` false: do not show it.',
  tags: ['activities'],
  auth: 'optional',
  query: z.object({ lang }),
  data: z.object({
    enable: z.boolean(),
    images: z.array(z.string()),
    items: z.array(z.object({ title: z.string(), content: z.string(), url: z.string().nullable() })),
  }),
});
