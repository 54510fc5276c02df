import type { KycStatus } from '@sika/contract';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { showToast } from '../../ui/toast.tsx';
import { useKycFields } from './api/get-kyc-fields.ts';
import { KycPopup } from './kyc-popup.tsx';

/**
 * Spec core §4 KYC on withdraw: on entering the page the KYC fields are fetched; if KYC is required the
 * popup opens. Closing it with the details not sent calls `onDismiss` (the withdraw page goes back). It
 * lives inside the page, so a route change takes it away.
 */
export function KycGate({ onDismiss }: { onDismiss(): void }) {
  const { t } = useT('kyc');
  const kyc = useKycFields();
  const [open, setOpen] = useState(false);
  const required = kyc.data?.required === true;
  useEffect(() => {
    if (required) setOpen(true);
  }, [required]);
  if (!kyc.data) return null;
  const onSubmitted = (status: KycStatus) => {
    setOpen(false);
    showToast(t(status.state === 'approved' ? 'kyc.approvedToast' : 'kyc.submittedToast'), 'success');
  };
  return (
    <KycPopup
      open={open}
      form={kyc.data}
      onSubmitted={onSubmitted}
      onClose={() => {
        setOpen(false);
        onDismiss();
      }}
    />
  );
}

/** What the withdraw page says about KYC while a withdrawal cannot go ahead yet (under review, rejected). */
export function useKycNotice(): { state: KycStatus['state']; blocking: boolean } | null {
  const kyc = useKycFields();
  if (!kyc.data?.enable) return null;
  return { state: kyc.data.state, blocking: !kyc.data.canWithdraw };
}
