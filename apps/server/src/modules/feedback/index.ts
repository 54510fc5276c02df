/**
 * Feedback: appeals on deposits (docs/payments.md, Appeals). Support moves them with `moveAppeal` and
 * `recheckAppeal`: from the back office (modules/admin) or `npm run appeal`.
 */

export {
  type AppealWithOrder,
  findAppeal,
  listAppealEvents,
  listAppealsForSupport,
} from './appeal-repository.ts';
export { S as APPEAL_STATUS, statusByName, statusName } from './appeal-states.ts';
export { getAppealReceipt } from './get-appeal.ts';
export { type AppealMove, moveAppeal } from './move-appeal.ts';
export { recheckAppeal } from './recheck-appeal.ts';
export { feedbackRoutes, sendReceipt } from './routes.ts';
