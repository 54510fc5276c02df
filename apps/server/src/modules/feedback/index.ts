/**
 * Feedback: appeals on deposits (docs/payments.md, Appeals). Support moves them with `moveAppeal`
 * (npm run appeal) until the back office exists.
 */

export {
  type AppealWithOrder,
  findAppeal,
  listAppealEvents,
  listAppealsForSupport,
} from './appeal-repository.ts';
export { S as APPEAL_STATUS, statusByName } from './appeal-states.ts';
export type { FeedbackTables } from './appeal-tables.ts';
export { type AppealMove, moveAppeal } from './move-appeal.ts';
export { recheckAppeal } from './recheck-appeal.ts';
export { feedbackRoutes } from './routes.ts';
