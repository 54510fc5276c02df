/**
 * KYC: identity details for withdrawals (docs/withdrawals.md, KYC rules). Withdrawals ask `getKycStatus`
 * whether a player may withdraw and whose name the payout account carries.
 */
export { getKycStatus, type PlayerKyc } from './get-kyc-status.ts';
export { kycRoutes } from './routes.ts';
export type { KycTables } from './tables.ts';
