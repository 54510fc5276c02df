import { formatCoins, type Market } from '@sika/domain';
import { useEffect } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { alertDialog, confirmDialog } from '../../../ui/dialog.tsx';
import { cardChancesOf } from '../api/get-card-chances.ts';
import { claimDepositNotice } from '../last-deposit.ts';
import type { DepositResultView } from '../result-query.ts';

/**
 * Spec core §4 Deposit result screen and activities §4 Deposit-linked rewards: after a success, once per
 * order (the last-deposit marker), the gift-coins notice shows when isBonus is 1 and the bonus is above 0,
 * then the rewards gift box when the deposit gave collect-cards chances, leading to /activities/collect-cards.
 */
export function useDepositNotices(view: DepositResultView, market: Market | undefined): void {
  const { t } = useT('deposit');
  const navigate = useNavigate();
  const { status, no, isBonus, bonus } = view;
  useEffect(() => {
    if (status !== 1 || !market || !claimDepositNotice(no)) return;
    void (async () => {
      if (isBonus === 1 && bonus > 0) {
        await alertDialog({
          title: t('deposit.gift.title'),
          message: t('deposit.gift.text', { coins: formatCoins(market, bonus) }),
          confirmText: t('deposit.gift.ok'),
        });
      }
      const chances = await cardChancesOf(no);
      if (chances <= 0) return;
      const open = await confirmDialog({
        title: t('deposit.giftBox.title'),
        message: t('deposit.giftBox.text', { count: chances }),
        confirmText: t('deposit.giftBox.open'),
        cancelText: t('deposit.giftBox.later'),
      });
      if (open) navigate('/activities/collect-cards');
    })();
  }, [status, no, isBonus, bonus, market, t, navigate]);
}
