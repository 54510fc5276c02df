import { z } from 'zod';
import { authResult } from '../account.ts';
import { defineCall } from '../call.ts';
import { flagField, isoDate, textField } from '../fields.ts';
import { idField, lang, rewardAsset } from './common.ts';

// Giveaway (spec activities §3, §7; docs/collect-cards.md): a landing page that registers a new player
// (with the SMS code and the 18+/terms consent of registration, decision 017) and gives a gift once per
// mobile and once per device (the `deviceid` header), enforced by unique constraints.

const tags = ['giveaway'];
const mobile = z.string().trim().min(1).max(20);

export const getGiveawayBasic = defineCall({
  operationId: 'getGiveawayBasic',
  method: 'GET',
  path: '/api/activity-service/giveaway/basic',
  summary: 'The giveaway: status 0/1/-1, dates, the gift and its texts in `lang`. Errors: 5655 unknown id.',
  tags,
  auth: 'none',
  query: z.object({ id: idField, lang }),
  data: z.object({
    id: z.number().int(),
    status: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
    beginTime: isoDate,
    endTime: isoDate,
    asset: rewardAsset,
    amount: z.number().int(),
    title: z.string(),
    text: z.string(),
  }),
});

export const sendGiveawayCode = defineCall({
  operationId: 'sendGiveawayCode',
  method: 'POST',
  path: '/api/activity-service/giveaway/gifts',
  summary:
    'Ask for the gift with a mobile: sends the registration SMS code (the same answer whether or not the number has an account, as sendSmsCode). Errors: 5655, 5656 not open, 5657 this device already received it, 5658 no device id.',
  tags,
  auth: 'none',
  body: z.object({ id: idField, mobile }),
  data: z.object({ expiresInSeconds: z.number().int(), resendInSeconds: z.number().int() }),
});

export const registerGiveaway = defineCall({
  operationId: 'registerGiveaway',
  method: 'POST',
  path: '/api/activity-service/giveaway/register',
  summary:
    'Register as `register` does (SMS code, adultConfirmed=1 and termsVersion, or 5406) and receive the gift, once per mobile and per device. Errors: 5655, 5656, 5657 mobile or device already received it (nothing created), 5658, 1102, 1103, 5406.',
  tags,
  auth: 'none',
  body: z.object({
    id: idField,
    mobile,
    password: z.string().min(1).max(64),
    smsCode: z.string().trim().min(1).max(12).optional(),
    adultConfirmed: flagField.optional(),
    termsVersion: textField(32).optional(),
  }),
  data: authResult.extend({ gift: z.object({ asset: rewardAsset, amount: z.number().int() }) }),
});
