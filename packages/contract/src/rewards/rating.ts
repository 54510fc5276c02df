import { z } from 'zod';
import { defineCall } from '../call.ts';
import { intField, isoDate, textField } from '../fields.ts';
import { rewardAsset } from './common.ts';

// Rating bonus (activity-service/bind-device).

export const ratingConfig = z.object({ score: z.number().int(), bonusAmount: z.number().int() });

export const getBindDevice = defineCall({
  operationId: 'getBindDevice',
  method: 'GET',
  path: '/api/activity-service/bind-device',
  summary:
    'Whether the rating bonus is open to this player on this device: `enable` is true only when the activity is on, at least 24 h have passed since registration and neither the player nor the device has rated yet. `configs` lists the bonus per star score (1–5); `bonusAmount` is the largest; `asset` what it pays in.',
  tags: ['activities'],
  auth: 'player',
  query: z.object({ deviceId: textField(128).pipe(z.string().min(1)) }),
  data: z.object({
    enable: z.boolean(),
    configs: z.array(ratingConfig),
    bonusAmount: z.number().int(),
    asset: rewardAsset,
    /** When the player becomes eligible (registration + 24 h). */
    eligibleAt: isoDate,
  }),
});

export const bindDevice = defineCall({
  operationId: 'bindDevice',
  method: 'POST',
  path: '/api/activity-service/bind-device',
  summary:
    'Rate the app (1–5 stars) and receive the bonus for that score, once per player and once per device. 5 stars: the app also asks the store for a review. Errors: 1000 stars outside 1–5, 5102 not yet 24 h after registration, 5103 this player or device has already rated, 5001 off, 5101 budget spent.',
  tags: ['activities'],
  auth: 'player',
  body: z.object({
    deviceId: textField(128).pipe(z.string().min(1)),
    deviceType: intField.optional().default(1),
    utmSource: textField(64).optional(),
    ratingScore: intField.pipe(z.number().int().min(1).max(5)),
  }),
  data: z.object({ bonusAmount: z.number().int(), asset: rewardAsset }),
});
