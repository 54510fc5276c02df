import { formatCoins, type Market } from '@sika/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../ui/dialog.tsx';
import { claimDepositNotice } from '../last-deposit.ts';
import type { DepositResultView } from '../result-query.ts';

/**
 * Spec core §4 Deposit result screen: after a success, once per order (the last-deposit marker), the
 * gift-coins notice shows when isBonus is 1 and the bonus is above 0.
 */
export function useDepositNotices(view: DepositResultView, market: Market | undefined): void {
  const { t } = useTranslation();
  const { status, no, isBonus, bonus } = view;
  useEffect(() => {
    if (status !== 1 || !market || !claimDepositNotice(no)) return;
    if (isBonus === 1 && bonus > 0) {
      void alertDialog({
        title: t('deposit.gift.title'),
        message: t('deposit.gift.text', { coins: formatCoins(market, bonus) }),
        confirmText: t('deposit.gift.ok'),
      });
    }
  }, [status, no, isBonus, bonus, market, t]);
}
