import { z } from 'zod';
import { defineCall } from './call.ts';
import { amountMinorField, idempotencyKeyField, intField, isoDate, pageQuery, textField } from './fields.ts';

/**
 * Deposits by mobile money (spec core §2 Deposit, §3, §4; activities §7 Payments; docs/payments.md).
 * Every amount is an integer in minor units (pesewas, cents): `payMoney` 2000 = ₵20.00. Coins
 * (`bonus`, a package's extra) are bonusMoney, also integers. `state` is what the result poller reads:
 * it polls every 5 s, at most 30 times, until `state` ≥ 3, and the deposit succeeded when it is 3.
 */
export const DEPOSIT_STATE = { CREATED: 1, PENDING: 2, SUCCESS: 3, FAILED: 4, EXPIRED: 5 } as const;
export const depositStateNames = ['created', 'pending', 'success', 'failed', 'expired'] as const;
export const depositStateName = z.enum(depositStateNames);
export type DepositStateName = z.infer<typeof depositStateName>;
/** 1 created (no prompt yet) · 2 prompt sent, waiting · 3 credited · 4 failed · 5 expired (late success still credits). */
export const depositState = z.number().int().min(1).max(5);

/**
 * Why a deposit did not succeed, as a stable code; `message` carries the English text
 * (`depositReasonLabels`) and the web app shows the code in the player's language (its locales). NOT_COMPLETED: nobody approved the prompt in time.
 */
export const depositReasons = [
  'DECLINED',
  'EXPIRED',
  'INSUFFICIENT_FUNDS',
  'WRONG_PIN',
  'ACCOUNT_NOT_FOUND',
  'NOT_ALLOWED',
  'LIMIT_REACHED',
  'BUSY',
  'INVALID_AMOUNT',
  'PROVIDER_ERROR',
  'PROVIDER_UNAVAILABLE',
  'NOT_COMPLETED',
  'OTHER',
] as const;
export const depositReason = z.enum(depositReasons);
export type DepositReason = z.infer<typeof depositReason>;

const tags = ['payments'];
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
/** A channel by its code (`MTN_MM`) or its numeric id (`1`), as the first-deposit advert and the page send it. */
const channelRef = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : blankAsMissing(v)),
  z.string().regex(/^[A-Z0-9_]{1,32}$/, 'a channel code or id'),
);
const localMobile = textField(15).pipe(z.string().regex(/^\d{9,15}$/, 'digits only'));
const transNo = z.string().regex(/^D[0-9A-Z]{8,31}$/, 'a deposit order number');
const transNoQuery = z.preprocess(blankAsMissing, transNo);

/** Spec core §3 Payment channel. `mobilePattern` is a regex source over the local number (0XXXXXXXXX). */
export const paymentChannel = z.object({
  id: z.number().int(),
  channelCode: z.string(),
  name: z.string(),
  /** A path on the API's own origin (`/payments/channels/…svg`). */
  logoUrl: z.string(),
  memo: z.string(),
  mobilePattern: z.string(),
});
export type PaymentChannel = z.infer<typeof paymentChannel>;

/** Spec core §3 Deposit package: pay `payMoney`, receive `money` = payMoney in cash + `bonus` in coins. */
export const depositPackage = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  money: z.number().int(),
  payMoney: z.number().int(),
  bonus: z.number().int(),
  hot: z.boolean(),
  img: z.string().nullable(),
});
export type DepositPackage = z.infer<typeof depositPackage>;

export const depositConfig = z.object({
  market: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Option 4011: the least a free amount may be. */
  minAmountMinor: z.number().int(),
  maxAmountMinor: z.number().int(),
  /** Kenya: M-Pesa moves whole shillings, so a free amount must be a multiple of 100. */
  amountStepMinor: z.number().int(),
  /** Kenya: the 5% tax line shown on a deposit and refunded, so the player receives 100%. Null elsewhere. */
  tax: z.object({ rateBp: z.number().int(), refunded: z.boolean() }).nullable(),
  channels: z.array(paymentChannel),
  packages: z.array(depositPackage),
  /** For a logged-in player: the first channel whose pattern matches their mobile (spec core §4), else null. */
  defaultChannelId: z.number().int().nullable(),
  pollIntervalMs: z.number().int(),
  pollMaxTimes: z.number().int(),
});
export type DepositConfig = z.infer<typeof depositConfig>;

/** A deposit order as every payments call answers it. */
export const depositOrder = z.object({
  transNo: z.string(),
  /** The same as transNo (the result page's `no`). */
  orderNo: z.string(),
  state: depositState,
  stateName: depositStateName,
  /** Empty while waiting and on success; the reason a player understands when failed or expired. */
  message: z.string(),
  reason: depositReason.nullable(),
  channelId: z.number().int(),
  channelCode: z.string(),
  payerMobile: z.string(),
  /** What the player pays. */
  payMoney: z.number().int(),
  /** Coins credited with the deposit (a package's extra); 0 for a free amount. */
  bonus: z.number().int(),
  /** Kenya: the 5% tax recorded on the deposit; refunded in the same transfer. 0 elsewhere. */
  taxMinor: z.number().int(),
  taxRefundMinor: z.number().int(),
  /** Cash credited (state 3): payMoney, the tax line netting to zero. Null before. */
  creditedMinor: z.number().int().nullable(),
  /** The ledger transfer of the credit, for /account/transaction/{id}; null before. */
  transferId: z.string().uuid().nullable(),
  createdAt: isoDate,
  settledAt: isoDate.nullable(),
  /** After this the order stops waiting (state 5); a payment that still arrives is credited. */
  expiresAt: isoDate,
  /**
   * A deposit that is not a phone prompt is finished by the payer elsewhere: open this page (Paystack's
   * checkout: card, bank transfer or USSD in Nigeria). Null for mobile-money prompts.
   */
  payUrl: z.string().nullable(),
  /** What the payer pays with when the provider gives a code (a Pix copy-and-paste code). Null otherwise. */
  payCode: z.string().nullable(),
  /**
   * While the order waits: what the payer has to do beyond approving a prompt, in the provider's words
   * (Paystack Ghana, Telecel: "Please dial *110# to generate a voucher code. Then input the voucher"). Null
   * otherwise.
   */
  payerNote: z.string().nullable(),
  /** The payer must type the voucher they made (submitDepositVoucher) before the payment can go on. */
  awaitingVoucher: z.boolean(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

/** The pay-hall link of an order: `payToken` (= transNo) and `sign`, an HMAC that expires with the order. */
const payLink = z.object({ payToken: z.string(), sign: z.string(), redirectUrl: z.string() });

export const getDepositConfig = defineCall({
  operationId: 'getDepositConfig',
  method: 'GET',
  path: '/api/account-service/pan-pay/deposit/config',
  summary:
    'What the deposit page shows: the market’s channels (4 per row) and packages (3 columns), minimum (option 4011) and maximum in minor units, the Kenya tax line, and the default channel for the logged-in player. Top-up tips are option 1002 (getOptions).',
  tags,
  auth: 'optional',
  data: depositConfig,
});

export const createDeposit = defineCall({
  operationId: 'createDeposit',
  method: 'POST',
  path: '/api/account-service/pan-pay/deposit',
  summary:
    'Pay: makes the order and sends the prompt to the payer’s phone. Give itemId (a package) or payMoney (a free amount, minor units), and payChannel (code or id); mobile defaults to the player’s. Send one idempotency key per tap (header `idempotency-key` or field `idempotencyKey`): a double tap answers the same order. Then poll getDepositResult. Errors: 1000 invalid input, 2004 bad amount, 3001 channel unavailable, 3002 below the minimum, 3006 above the maximum, 3007 number not on this channel, 3011 another payer number while option 4090 is 0, 3008 first-deposit offer used, 2002 key reused for another request, 1006 too many deposits.',
  tags,
  auth: 'player',
  body: z.object({
    itemId: intField.pipe(z.number().int().positive()).optional(),
    payMoney: amountMinorField.optional(),
    payChannel: channelRef,
    mobile: localMobile.optional(),
    idempotencyKey: idempotencyKeyField,
  }),
  data: depositOrder.extend(payLink.shape),
});

export const getDepositResult = defineCall({
  operationId: 'getDepositResult',
  method: 'GET',
  path: '/api/account-service/pan-pay/deposit/result',
  summary:
    'The poller’s call (every 5 s, at most 30 times, until state ≥ 3). While waiting it asks the provider itself now and then, so a lost callback does not hold the player up. Also the result page’s fields: status (1 success, 0 not), no, bonus, isBonus, msg, and depositCount (1 = first deposit: fire the marketing events). 404 for an order that is not the player’s.',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: z.object({ transNo: transNoQuery }),
  data: depositOrder.extend({
    status: z.union([z.literal(0), z.literal(1)]),
    no: z.string(),
    isBonus: z.union([z.literal(0), z.literal(1)]),
    msg: z.string(),
    /** The player’s credited deposits including this one; null until this one is credited. */
    depositCount: z.number().int().nullable(),
    firstDeposit: z.boolean(),
  }),
});

export const submitDepositVoucher = defineCall({
  operationId: 'submitDepositVoucher',
  method: 'POST',
  path: '/api/account-service/pan-pay/deposit/voucher',
  summary:
    'Telecel Cash in Ghana (Paystack): while an order says awaitingVoucher, the payer makes a voucher on their phone as payerNote says (*110#) and types it here; it goes to Paystack once (two taps send one). Answers the order; keep polling getDepositResult. Errors: 3003 not the player’s order, 5765 not waiting for a voucher (409), 5766 voucher refused: type it again (422), 1007 no answer from Paystack: try again (503), 1006 more than 5 tries a minute.',
  tags,
  auth: 'player',
  body: z.object({
    transNo,
    voucher: z
      .string()
      .trim()
      .regex(/^\d{4,12}$/, 'the digits of the voucher'),
  }),
  data: depositOrder,
});

export const createPayOrder = defineCall({
  operationId: 'createPayOrder',
  method: 'POST',
  path: '/api/account-service/pay-order',
  summary:
    'The first-deposit offer’s top-up {itemId, payChannel, payMoney}: makes the order without a prompt and answers data.redirectUrl, the pay hall (/pay/hall/panpay or /pay/hall/mpesa with sign and transNo) where the player confirms. payMoney, when sent, must be the package’s. Errors as createDeposit.',
  tags,
  auth: 'player',
  body: z.object({
    itemId: intField.pipe(z.number().int().positive()),
    payChannel: channelRef,
    payMoney: amountMinorField.optional(),
    idempotencyKey: idempotencyKeyField,
  }),
  data: depositOrder.extend(payLink.shape),
});

const hallAuth = { payToken: transNo, sign: z.string().min(10).max(200) };

export const getPayForm = defineCall({
  operationId: 'getPayForm',
  method: 'POST',
  path: '/api/pay-service/payment/v1/forms',
  summary:
    'The pay hall’s form for an order, authorised by its link (payToken = transNo, sign), no session needed: the order, the channels to choose from and the one chosen. Errors: 3005 link invalid or expired, 404.',
  tags,
  auth: 'none',
  body: z.object({ ...hallAuth, payChannelId: intField.optional() }),
  data: z.object({
    order: depositOrder,
    channels: z.array(paymentChannel),
    selectedChannelId: z.number().int(),
  }),
});

export const initPayment = defineCall({
  operationId: 'initPayment',
  method: 'POST',
  path: '/api/pay-service/payment/v1/init-payment',
  summary:
    'The pay hall’s Pay: sends the prompt for the order with the chosen channel. extendInfo is JSON text, e.g. {"mobile":"0241234567"} for another payer number (refused with 3011 while option 4090 is 0). Once sent, a repeat answers the order as it is (no second prompt). Errors: 3005, 3001, 3007, 3011, 404, 1006.',
  tags,
  auth: 'none',
  body: z.object({ ...hallAuth, payChannelId: intField, extendInfo: textField(500).optional() }),
  data: depositOrder,
});

export const getPaymentResult = defineCall({
  operationId: 'getPaymentResult',
  method: 'POST',
  path: '/api/pay-service/payment/v1/get-payment-result',
  summary:
    'The pay hall’s poller: the order’s state and message, authorised by transNo and sign. Errors: 3005, 404.',
  tags,
  auth: 'none',
  body: z.object({ transNo, sign: hallAuth.sign }),
  data: depositOrder,
});

/** The records page's view of an order: every order, whatever became of it. */
export const depositOrderRecord = depositOrder.extend({
  channelName: z.string(),
  status: z.enum(['pending', 'success', 'failed', 'expired']),
  statusLabel: z.string(),
  /** Failed, expired or long pending: the player may appeal with a receipt (/feedback/deposit/{transNo}). */
  canAppeal: z.boolean(),
});
export type DepositOrderRecord = z.infer<typeof depositOrderRecord>;

export const getDepositOrders = defineCall({
  operationId: 'getDepositOrders',
  method: 'GET',
  path: '/api/account/records/deposit-orders',
  summary:
    'The deposit records page (/account/records/deposit): every order with its status (pending, success, failed, expired) and reason, newest first, pages of 50. Credited ones link to their ledger transfer (transferId).',
  tags,
  auth: 'player',
  whileRestricted: true,
  query: pageQuery(50),
  data: z.object({
    page: z.number().int(),
    size: z.number().int(),
    hasMore: z.boolean(),
    list: z.array(depositOrderRecord),
  }),
});

/** English text by code: the server sends it beside the code; the web shows its own locales' text for the code. */
export const depositReasonLabels: Record<DepositReason, string> = {
  DECLINED: 'You declined or cancelled the payment prompt.',
  EXPIRED: 'The payment prompt expired before it was approved.',
  INSUFFICIENT_FUNDS: 'Your mobile money balance is too low for this deposit.',
  WRONG_PIN: 'The PIN entered was wrong. Please try again.',
  ACCOUNT_NOT_FOUND: 'This number has no mobile money account.',
  NOT_ALLOWED: 'Your mobile money account cannot make this payment. Please contact your provider.',
  LIMIT_REACHED: 'Your mobile money limit has been reached.',
  BUSY: 'Another payment is in progress on your number. Please try again in a minute.',
  INVALID_AMOUNT: 'The amount is not valid.',
  PROVIDER_ERROR: 'The payment did not go through. Please check your mobile money balance and try again.',
  PROVIDER_UNAVAILABLE:
    'The top up method is not available due to third party technical problem. Pls try again later.',
  NOT_COMPLETED:
    'The payment was not completed in time. If you were charged, your deposit is credited automatically.',
  OTHER: 'The payment did not go through. Please try again later.',
};

/** English text by code: the server sends it beside the code; the web shows its own locales' text for the code. */
export const depositStatusLabels: Record<DepositOrderRecord['status'], string> = {
  pending: 'Processing',
  success: 'Successful',
  failed: 'Failed',
  expired: 'Not completed',
};
