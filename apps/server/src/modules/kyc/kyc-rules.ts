import type { Config } from '../../config.ts';

/**
 * The configurable KYC rules (docs/withdrawals.md, KYC rules):
 * - KYC_ENABLED: whether the market asks for identity details at all;
 * - KYC_WITHDRAW_REQUIRES: `approved` (default) or `submitted`, what a withdrawal needs;
 * - KYC_AUTO_APPROVE_MARKETS: markets whose valid submissions are approved at once (default GH, for the
 *   demo), unless flagged (the same identity on another account); elsewhere they wait for the back office.
 */
export function kycEnabled(config: Config): boolean {
  return config.KYC_ENABLED;
}

export function autoApproves(config: Config, market: string): boolean {
  return config.KYC_AUTO_APPROVE_MARKETS.split(',').includes(market);
}

export function withdrawAccepts(
  config: Config,
  state: 'none' | 'submitted' | 'approved' | 'rejected',
): boolean {
  if (!config.KYC_ENABLED) return true;
  return state === 'approved' || (state === 'submitted' && config.KYC_WITHDRAW_REQUIRES === 'submitted');
}
