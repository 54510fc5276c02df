/**
 * The business error catalogue: every non-zero `code` the API can answer, with its honest HTTP status
 * and the English message a player sees (the web app translates by code and falls back to `msg`).
 * Ranges: 1xxx account and wire, 2xxx wallet, 3xxx payments, 4xxx games, 5xxx content and activities
 * (54xx responsible gaming, 56xx the back office's staff calls), 6xxx withdraw and KYC. Client-side codes (-98 network, -99 request error) live in the web client.
 */
export const errorCatalogue = {
  BAD_REQUEST: { code: 1000, status: 400, message: 'Please check the content.' },
  UNAUTHORIZED: { code: 1001, status: 401, message: 'You have not logged in yet, please login !' },
  FORBIDDEN: { code: 1002, status: 403, message: 'You are not allowed to do this.' },
  SELF_EXCLUDED: {
    code: 1003,
    status: 403,
    message: 'You have excluded yourself from play. Do you want to come back now?',
  },
  NOT_FOUND: { code: 1004, status: 404, message: 'Not found.' },
  CONFLICT: { code: 1005, status: 409, message: 'This request conflicts with an earlier one.' },
  RATE_LIMITED: { code: 1006, status: 429, message: 'Too many attempts. Please try again later.' },
  UNAVAILABLE: { code: 1007, status: 503, message: 'Please try again later' },
  INTERNAL: { code: 1008, status: 500, message: 'Something went wrong on our side. Please try again later' },
  PAYLOAD_TOO_LARGE: { code: 1009, status: 413, message: 'File uploaded more than 10M' },
  UNSUPPORTED_MEDIA: { code: 1010, status: 415, message: 'This file type is not supported.' },

  INVALID_CREDENTIALS: { code: 1101, status: 422, message: 'Incorrect mobile or password.' },
  INVALID_SMS_CODE: { code: 1102, status: 422, message: 'The verification code is wrong or has expired.' },
  MOBILE_EXISTS: { code: 1103, status: 409, message: 'The mobile already exists' },
  MOBILE_CHANGE_USED: { code: 1104, status: 422, message: 'The login mobile can be changed only once.' },
  PASSWORDS_DIFFER: { code: 1105, status: 400, message: 'The two passwords are different.' },
  SELF_EXCLUSION_ACTIVE: {
    code: 1106,
    status: 422,
    message: 'Your self-exclusion period has not ended yet.',
  },
  SMS_DISABLED: { code: 1107, status: 422, message: 'SMS codes are not available right now.' },
  ACCOUNT_DISABLED: { code: 1108, status: 403, message: 'This account is disabled. Please contact support.' },

  INSUFFICIENT_BALANCE: { code: 2001, status: 422, message: 'Insufficient balance, please recharge' },
  IDEMPOTENCY_MISMATCH: {
    code: 2002,
    status: 409,
    message: 'This request id was already used for a different request.',
  },
  TRANSFER_NOT_PENDING: { code: 2003, status: 409, message: 'This transfer is already settled.' },
  AMOUNT_INVALID: { code: 2004, status: 400, message: 'The amount is not valid.' },
  TRANSFER_NOT_REVERSIBLE: { code: 2005, status: 409, message: 'This transfer cannot be reversed.' },

  CHANNEL_UNAVAILABLE: {
    code: 3001,
    status: 422,
    message: 'The top up method is not available due to third party technical problem. Pls try again later.',
  },
  DEPOSIT_BELOW_MINIMUM: { code: 3002, status: 422, message: 'The amount is below the minimum deposit.' },
  PAYMENT_NOT_FOUND: { code: 3003, status: 404, message: 'Payment not found.' },
  TOP_UP_FIRST: { code: 3004, status: 422, message: 'Please top up first' },
  PAY_LINK_INVALID: {
    code: 3005,
    status: 422,
    message: 'This payment link is not valid any more. Please start a new deposit.',
  },
  DEPOSIT_ABOVE_MAXIMUM: { code: 3006, status: 422, message: 'The amount is above the maximum deposit.' },
  CHANNEL_MOBILE_MISMATCH: {
    code: 3007,
    status: 422,
    message: 'This number cannot pay with the chosen channel. Please choose its network.',
  },
  FIRST_DEPOSIT_ONLY: { code: 3008, status: 422, message: 'This offer is for your first deposit only.' },
  PAYER_NOT_REGISTERED: {
    code: 3011,
    status: 422,
    message: 'Deposits are paid from your registered number only.',
  },
  VOUCHER_NOT_EXPECTED: {
    code: 5765,
    status: 409,
    message: 'This deposit is not waiting for a voucher.',
  },
  VOUCHER_REFUSED: {
    code: 5766,
    status: 422,
    message: 'The voucher was not accepted. Check it and type it again, or make a new one.',
  },
  APPEAL_OPEN: { code: 3009, status: 409, message: 'An appeal for this deposit is already being handled.' },
  APPEAL_NOT_ALLOWED: {
    code: 3010,
    status: 422,
    message: 'This deposit has been credited: there is nothing to appeal.',
  },

  GAME_NOT_FOUND: { code: 4001, status: 404, message: 'Game not found.' },
  ONE_DEVICE_ONLY: {
    code: 4002,
    status: 409,
    message: 'Reminder: We support only one device to bet at the same time.',
  },
  DEMO_NOT_AVAILABLE: { code: 4003, status: 422, message: 'This game has no demo.' },

  ACTIVITY_INVALID: { code: 5001, status: 422, message: 'The activity is invalid' },
  ALREADY_CLAIMED: { code: 5002, status: 409, message: 'Already claimed.' },
  BONUS_NOT_READY: { code: 5003, status: 422, message: 'Bonus is not ready to claim.' },
  PRIZE_NOT_FOUND: { code: 5004, status: 404, message: 'Not found prize' },
  RULE_MISSING: { code: 5005, status: 404, message: 'rule missing' },

  // Rewards (issue 13): 51xx.
  REWARD_BUDGET_SPENT: {
    code: 5101,
    status: 422,
    message: 'Today’s rewards for this activity are all given out. Please come back tomorrow.',
  },
  RATING_NOT_READY: { code: 5102, status: 422, message: 'You can rate us 24 hours after registering.' },
  ALREADY_RATED: { code: 5103, status: 409, message: 'This account or device has already rated us.' },
  ALREADY_SIGNED: { code: 5104, status: 409, message: 'You have already signed in today.' },
  TASK_NOT_FOUND: { code: 5105, status: 404, message: 'Task not found.' },
  TASK_NOT_FINISHED: { code: 5106, status: 422, message: 'This task is not finished yet.' },
  TASK_ALREADY_COLLECTED: { code: 5107, status: 409, message: 'This reward was already received.' },
  NOT_ENOUGH_DIAMONDS: { code: 5108, status: 422, message: 'Not enough diamonds.' },
  SPIN_OPTION_NOT_FOUND: { code: 5109, status: 404, message: 'This spin option does not exist.' },
  EXCHANGE_ITEM_NOT_FOUND: { code: 5110, status: 404, message: 'This exchange item does not exist.' },
  NOT_ENOUGH_COINS: { code: 5111, status: 422, message: 'Not enough coins.' },

  // Bonus money and coins (issue 22): 5201–5219.
  BONUS_FORFEIT_UNCONFIRMED: {
    code: 5201,
    status: 409,
    message: 'Withdrawing now forfeits your active bonus. Confirm to withdraw and give the bonus up.',
  },
  COIN_EXCHANGE_UNAVAILABLE: {
    code: 5202,
    status: 422,
    message: 'Coins cannot be exchanged for cash here.',
  },
  COIN_EXCHANGE_TOO_SMALL: { code: 5203, status: 422, message: 'This is below the minimum coin exchange.' },

  // Draws (issue 15: lottery, lucky refund raffle, cash draw): 55xx.
  DRAW_NOT_FOUND: { code: 5501, status: 404, message: 'This draw does not exist.' },
  DRAW_SALES_CLOSED: { code: 5502, status: 409, message: 'Sales for this draw are closed.' },
  LOTTERY_PICK_INVALID: { code: 5503, status: 400, message: 'Please pick 6 red and 1 blue numbers.' },
  TOO_MANY_TICKETS: { code: 5504, status: 422, message: 'Too many tickets in one purchase.' },
  CLIENT_SEED_INVALID: {
    code: 5505,
    status: 400,
    message: 'The seed must be 5 to 10 letters or digits.',
  },
  DRAW_NOT_DRAWN: { code: 5506, status: 409, message: 'This draw has no result yet.' },
  COINS_PURCHASE_UNAVAILABLE: {
    code: 5507,
    status: 422,
    message: 'Buying with coins is not available yet.',
  },
  COUPON_NOT_USABLE: { code: 5508, status: 422, message: 'Coupon does not match product' },
  BEACON_UNAVAILABLE: {
    code: 5509,
    status: 503,
    message: 'The public randomness beacon cannot be reached. Please try again later',
  },

  // The mall, the cart and coupons (issue 17): 5680–5699; a coupon matching no product is 5508.
  MALL_GOODS_NOT_FOUND: { code: 5680, status: 404, message: 'This item does not exist.' },
  MALL_SOLD_OUT: { code: 5681, status: 409, message: 'This item is sold out.' },
  MALL_TOO_MANY: { code: 5682, status: 422, message: 'Too many of this item in one order.' },
  COUPON_NOT_FOUND: { code: 5683, status: 404, message: 'This coupon does not exist.' },
  COUPON_WRONG_PLATFORM: { code: 5684, status: 422, message: 'Coupon does not match platform' },
  COUPON_NEEDS_COINS: {
    code: 5685,
    status: 422,
    message: 'This coupon can only be used on items paid with coins.',
  },
  COUPON_NOT_TIME: { code: 5686, status: 422, message: 'This coupon cannot be used at this time.' },
  COUPON_USED: { code: 5687, status: 409, message: 'This coupon has already been used.' },
  COUPON_ALREADY_COLLECTED: { code: 5688, status: 409, message: 'You already have this coupon.' },
  MALL_PRICE_CHANGED: { code: 5689, status: 409, message: 'The price has changed. Please check your cart.' },
  MALL_ADDRESS_REQUIRED: { code: 5690, status: 400, message: 'Please enter a delivery address.' },
  MALL_MIXED_CURRENCIES: {
    code: 5691,
    status: 422,
    message: 'Items paid with different currencies must be bought separately.',
  },
  // The mall's shipping desk and the cart (issue 17): 5735–5744.
  MALL_SHIPMENT_NOT_FOUND: { code: 5735, status: 404, message: 'This order has no such item to ship.' },
  MALL_DELIVERY_STEP: {
    code: 5736,
    status: 409,
    message: 'This item cannot move to that delivery state from where it is now.',
  },
  // The mall's back office: goods, stock, vouchers and coupon campaigns (issue 17): 5795–5804.
  MALL_STOCK_BELOW_ZERO: {
    code: 5795,
    status: 409,
    message: 'Fewer are left than you are taking away: the stock cannot go below zero.',
  },
  MALL_STOCK_FROM_VOUCHERS: {
    code: 5796,
    status: 422,
    message: 'A voucher good has as many in stock as voucher codes are left: upload codes instead.',
  },
  MALL_NOT_VOUCHER_GOODS: {
    code: 5797,
    status: 422,
    message: 'Only a good delivered as a voucher takes voucher codes.',
  },
  MALL_DELIVERY_INVALID: {
    code: 5798,
    status: 422,
    message: 'Raffle codes and bonus coins need an amount per unit; vouchers and physical goods none.',
  },
  MALL_TYPE_NOT_FOUND: { code: 5799, status: 422, message: 'The mall has no such shelf.' },
  MALL_COUPON_KIND_NOT_FOUND: { code: 5800, status: 404, message: 'No such coupon campaign.' },
  MALL_COUPON_NOT_REVOCABLE: {
    code: 5801,
    status: 409,
    message: 'This coupon has been used or revoked already.',
  },
  MALL_COUPON_RECIPIENTS_UNKNOWN: {
    code: 5802,
    status: 404,
    message: 'No player has some of these ids or mobiles.',
  },
  MALL_VOUCHER_NOT_FOUND: { code: 5803, status: 404, message: 'No such voucher code.' },

  // Free spins in the mall (issue 17): 5785–5794.
  FREE_ROUNDS_GAME_UNAVAILABLE: {
    code: 5785,
    status: 422,
    message: 'Free spins of this game cannot be given at the moment.',
  },
  FREE_ROUNDS_BAD_CONFIG: {
    code: 5786,
    status: 422,
    message: 'This free spins offer is not set up correctly and cannot be bought.',
  },

  // VIP club (issue 14): 53xx.
  VIP_BENEFIT_NOT_FOUND: { code: 5301, status: 404, message: 'This benefit does not exist.' },
  VIP_BENEFIT_OTHER_LEVEL: {
    code: 5302,
    status: 422,
    message: 'This benefit belongs to another VIP level.',
  },
  VIP_BENEFIT_NOT_CLAIMABLE: {
    code: 5303,
    status: 422,
    message: 'This benefit has nothing to claim: it opens its own page.',
  },
  VIP_BENEFIT_DISABLED: { code: 5304, status: 422, message: 'This benefit is not available right now.' },
  VIP_LEVEL_NOT_FOUND: { code: 5307, status: 404, message: 'This VIP level does not exist.' },
  CASH_BACK_NONE: { code: 5306, status: 422, message: 'There is no cash back to claim for last week.' },

  // The back office's staff calls (issue 18): 56xx.
  STAFF_LOGIN_FAILED: { code: 5601, status: 422, message: 'Incorrect e-mail or password.' },
  STAFF_TOTP_REQUIRED: { code: 5602, status: 403, message: 'Two-factor verification is required.' },
  STAFF_TOTP_INVALID: { code: 5603, status: 422, message: 'The code is wrong or was already used.' },
  STAFF_SETUP_INVALID: {
    code: 5604,
    status: 422,
    message: 'This set-up link is not valid any more. Ask an admin for a new one.',
  },
  STAFF_TOTP_ENROLLED: { code: 5605, status: 409, message: 'Two-factor is already set up for this account.' },
  ALREADY_DECIDED: { code: 5606, status: 409, message: 'Someone else has already handled this.' },
  FOUR_EYES_SELF: { code: 5607, status: 422, message: 'A second staff member must approve this.' },
  WITHDRAWAL_NOT_OPEN: {
    code: 5608,
    status: 409,
    message: 'This payout is settled, or not escalated: check it with the provider first.',
  },
  PLAYER_LOCK_UNCHANGED: {
    code: 5609,
    status: 409,
    message: 'The account is already in that state: someone else may have just changed it.',
  },
  // The back office's content and messages (5620–5629).
  CONTENT_DRAFT_NOT_FOUND: {
    code: 5620,
    status: 404,
    message: 'This draft does not exist any more: someone may have published or discarded it.',
  },
  CONTENT_ITEM_NOT_FOUND: { code: 5621, status: 404, message: 'The item this draft edits does not exist.' },
  CONTENT_WINDOW_INVALID: { code: 5622, status: 422, message: 'The end must come after the start.' },
  MESSAGE_RECIPIENT_UNKNOWN: { code: 5623, status: 404, message: 'No player has this id or mobile.' },

  // The back office's games, staff and players (5630–5639).
  CATEGORY_GAMES_INVALID: {
    code: 5630,
    status: 422,
    message: 'The list names a game that does not exist, or one game twice.',
  },
  STAFF_EMAIL_TAKEN: { code: 5631, status: 409, message: 'A staff member with this e-mail already exists.' },
  STAFF_SELF_CHANGE: {
    code: 5632,
    status: 422,
    message: 'You cannot disable yourself or take away your own admin role: ask another admin.',
  },
  STAFF_UNCHANGED: {
    code: 5633,
    status: 409,
    message: 'The staff member is already in that state: someone else may have just changed it.',
  },
  // Invitations and referral (issue 17): 5670–5679.
  INVITE_CODE_UNKNOWN: { code: 5670, status: 404, message: 'This invitation link is not valid.' },
  INVITE_NOTHING_TO_CLAIM: { code: 5671, status: 409, message: 'There is no invitation reward to claim.' },
  INVITE_SELF: { code: 5672, status: 422, message: 'You cannot invite yourself.' },

  // Collect cards and the giveaway (issue 16): 5650–5669.
  CARD_EVENT_NOT_FOUND: { code: 5650, status: 404, message: 'This event does not exist.' },
  CARD_EVENT_CLOSED: { code: 5651, status: 422, message: 'This event is not open.' },
  NO_CARD_CHANCES: { code: 5652, status: 422, message: 'You have no chances left. Deposit to get more.' },
  FREE_CHANCE_TAKEN: {
    code: 5653,
    status: 409,
    message: 'You have already taken today’s free chance. Come back tomorrow.',
  },
  NOT_ENOUGH_SPARE_CARDS: {
    code: 5654,
    status: 422,
    message: 'You do not have enough spare cards to exchange for a chance.',
  },
  GIVEAWAY_NOT_FOUND: { code: 5655, status: 404, message: 'This giveaway does not exist.' },
  GIVEAWAY_CLOSED: { code: 5656, status: 422, message: 'This giveaway is not open.' },
  GIVEAWAY_ALREADY_CLAIMED: {
    code: 5657,
    status: 409,
    message: 'This number or this device has already received this gift.',
  },
  DEVICE_ID_REQUIRED: { code: 5658, status: 400, message: 'This page needs the app’s device id.' },
  // Cash rain (issue 16): 5640–5649.
  CASH_RAIN_SLOT_NOT_FOUND: { code: 5640, status: 404, message: 'This cash rain does not exist.' },
  CASH_RAIN_CLOSED: { code: 5641, status: 409, message: 'This cash rain is not open now.' },

  // Responsible gaming (issue 19): 54xx.
  DEPOSIT_LIMIT_REACHED: {
    code: 5401,
    status: 422,
    message: 'This deposit would go over your deposit limit.',
  },
  LOSS_LIMIT_REACHED: { code: 5402, status: 422, message: 'This stake would go over your loss limit.' },
  SESSION_LIMIT_REACHED: { code: 5403, status: 422, message: 'Your session time limit is reached.' },
  PLAY_PAUSED: {
    code: 5404,
    status: 403,
    message: 'You are taking a break from play. You can still withdraw and read your messages.',
  },
  LIMIT_RAISE_REFUSED: {
    code: 5405,
    status: 422,
    message: 'A compliance change can only lower a limit.',
  },
  TERMS_NOT_ACCEPTED: {
    code: 5406,
    status: 422,
    message: 'Please confirm you are 18 or older and accept the terms.',
  },
  WITHDRAW_DISABLED: { code: 6001, status: 422, message: 'Withdrawal is not available right now.' },
  // 422, not 503: the client sends any 503 home, and this one must stay an alert on the withdraw page.
  WITHDRAW_CONFIG_FAILED: { code: 6002, status: 422, message: 'config of withdraw failed' },
  FEE_TYPE_NOT_SUPPORTED: { code: 6003, status: 422, message: 'not support' },
  WITHDRAW_LIMIT: { code: 6004, status: 422, message: 'The amount is outside the withdrawal limits.' },
  KYC_REQUIRED: { code: 6005, status: 422, message: 'Please complete your identity details first.' },
  DEMO_NOT_WITHDRAWABLE: {
    code: 6006,
    status: 422,
    message: 'Money in the demo account is not withdrawable.',
  },
  SELECT_CHANNEL: { code: 6007, status: 400, message: 'Please select a channel.' },

  // Withdrawals to a bank account (Nigeria, Paystack; bank-accounts.ts) and the BVN of KYC.
  BANK_NOT_LISTED: { code: 5755, status: 422, message: 'Please choose your bank from the list.' },
  BANK_ACCOUNT_NOT_FOUND: {
    code: 5756,
    status: 422,
    message: 'This account number was not found at this bank. Please check both.',
  },
  // 502: the bank or Paystack did not answer; nothing was decided and the player may try again.
  BANK_LOOKUP_UNAVAILABLE: {
    code: 5757,
    status: 502,
    message: 'We cannot reach the banks right now. Please try again in a few minutes.',
  },
  BANK_ACCOUNT_REQUIRED: {
    code: 5758,
    status: 422,
    message: 'Please add the bank account your withdrawals are paid to.',
  },
  BANK_ACCOUNT_CHANGED: {
    code: 5759,
    status: 409,
    message: 'Your bank account has changed. Please check the withdrawal again.',
  },
} as const satisfies Record<string, { code: number; status: number; message: string }>;

export type ErrorName = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorName]['code'];

/** Codes the web client makes itself, never sent by the server. */
export const clientErrorCodes = { NETWORK: -98, REQUEST_ERROR: -99 } as const;

const byCode = new Map<number, ErrorName>(
  Object.entries(errorCatalogue).map(([name, entry]) => [entry.code, name as ErrorName]),
);

export function errorNameOf(code: number): ErrorName | undefined {
  return byCode.get(code);
}
