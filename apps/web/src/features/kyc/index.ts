/**
 * The KYC feature's public face for the withdraw page (spec core §4 KYC on withdraw): the popup that opens
 * on entering /withdraw and what the page says while KYC blocks a withdrawal.
 */
export { KycGate, useKycNotice } from './components/kyc-gate.tsx';
