/**
 * KYC: identity details for withdrawals (docs/withdrawals.md, KYC rules). Withdrawals ask `getKycStatus`
 * whether a player may withdraw and whose name the payout account carries; the back office reviews the
 * queue and decides (`decideKyc`, in its own audited transaction).
 */
export { decideKyc, type KycDecision } from './decide-kyc.ts';
export { ghanaCardNumber, playerIdsWithIdNumber } from './find-by-id-number.ts';
export { getKycStatus, type PlayerKyc } from './get-kyc-status.ts';
export { findRecord as findKycRecord, listRecordsByState, playersByIds } from './kyc-repository.ts';
export { kycRoutes } from './routes.ts';
export type { KycRecordRow } from './tables.ts';
