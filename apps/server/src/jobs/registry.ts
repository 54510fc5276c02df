import { rateLimitCleanupJob } from '../http/rate-limit.ts';
import { deliverPlayerEventsJob, settleCardEventsJob } from '../modules/activities/index.ts';
import { expireBonusesJob } from '../modules/bonus/index.ts';
import { refundAbandonedRoundsJob } from '../modules/games/index.ts';
import { deliverMallFreeRoundsJob } from '../modules/mall/index.ts';
import { reconcilePaymentsJob } from '../modules/payments/index.ts';
import { vipCashBackJob, vipYearlyReviewJob } from '../modules/vip/index.ts';
import { expireHoldsJob, ledgerCheckJob } from '../modules/wallet/index.ts';
import { reconcileWithdrawalsJob } from '../modules/withdrawals/index.ts';
import type { ScheduledJob } from './index.ts';

/** Every recurring job of the server. A module adds its jobs here, exported from its index.ts. */
export const scheduledJobs: ScheduledJob[] = [
  rateLimitCleanupJob,
  reconcilePaymentsJob,
  reconcileWithdrawalsJob,
  refundAbandonedRoundsJob,
  ledgerCheckJob,
  expireHoldsJob,
  deliverPlayerEventsJob,
  settleCardEventsJob,
  expireBonusesJob,
  vipCashBackJob,
  vipYearlyReviewJob,
  deliverMallFreeRoundsJob,
];
