import type { CallData, submitDepositVoucher as submitDepositVoucherCall } from '@sika/contract';
import { useMutation } from '@tanstack/react-query';
import { api, calls, errorCodes } from '../../../lib/api/index.ts';

export type VoucherAnswer = CallData<typeof submitDepositVoucherCall>;

/**
 * Telecel Cash through Paystack: the voucher the payer made with *110#, for an order that says
 * `awaitingVoucher`. A refused voucher (5766) and "not waiting" (5765) are shown by the form, not a toast.
 */
export function submitDepositVoucher(transNo: string, voucher: string): Promise<VoucherAnswer> {
  return api(
    calls.submitDepositVoucher,
    { transNo, voucher },
    { handledCodes: [errorCodes.VOUCHER_REFUSED, errorCodes.VOUCHER_NOT_EXPECTED] },
  );
}

export function useSubmitDepositVoucher(transNo: string) {
  return useMutation({ mutationFn: (voucher: string) => submitDepositVoucher(transNo, voucher) });
}
