/**
 * KYC (spec core §2, §4 KYC on withdraw), shared by the withdraw page (the popup that opens on entering
 * /withdraw, and what the page says while KYC blocks a withdrawal) and the settings page (/me/settings/kyc).
 */
export { useKycFields } from './api/get-kyc-fields.ts';
export { KycFormView, KycIntro } from './kyc-form-view.tsx';
export { KycGate, useKycNotice } from './kyc-gate.tsx';
