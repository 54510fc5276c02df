/**
 * Responsible gaming (docs/decisions/005-self-exclusion.md, 017-responsible-gaming.md): self-exclusion,
 * time-outs, deposit, loss and session limits, reality checks. Other modules call its checks where money
 * moves: payments before a deposit order, games before a stake, rewards before a grant.
 */
export { assertPlayAllowed, assertPlayAllowedAll } from './assert-play-allowed.ts';
export { assertDepositWithinLimits } from './check-deposit-limits.ts';
export { lossWindowStarts } from './limits.ts';
export { type ComplianceLimitInput, lowerLimitForCompliance } from './lower-limit-for-compliance.ts';
export { findPause, listLimitChanges, listLimits } from './rg-repository.ts';
export { responsibleGamingRoutes } from './routes.ts';
export { startPlaySession } from './start-play-session.ts';
export { type Consent, currentTermsVersion, requireConsent } from './terms.ts';
export type { RgUsage } from './usage.ts';
