import type { Market } from '@sika/domain';
import { useRef } from 'react';
import { useT } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { alertDialog, confirmDialog } from '../../../ui/dialog.tsx';
import { AssetIcon } from '../../../ui/icons/asset.tsx';
import { ChevronIcon, LockIcon } from '../../../ui/icons/core.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { ALREADY_CLAIMED, useClaimBenefit, type VipBenefit } from '../api/vip.ts';
import { benefitAmount } from '../benefit-amount.ts';
import { benefitAction } from '../benefit-route.ts';
import styles from './vip.module.css';

/** Tapping a benefit: claim it (state 0), the spec's alert when already claimed, or open its page. */
export function useBenefitTap(market: Market | undefined) {
  const { t } = useT('vip');
  const navigate = useNavigate();
  const claim = useClaimBenefit();
  const busy = useRef(false);
  const tap = async (benefit: VipBenefit) => {
    const action = benefitAction(benefit);
    if (action.kind === 'go') return navigate(action.to);
    if (action.kind === 'link') return void window.open(action.url, '_blank', 'noopener');
    if (benefit.statu !== 0) {
      if (benefit.statu === 1) await alertDialog({ message: t('vip.alreadyClaimed') });
      return;
    }
    if (busy.current) return;
    busy.current = true;
    try {
      const result = await claim.mutateAsync(benefit.id);
      if (result.asset === 'tickets') {
        // The codes are in this week's lucky refund round: say which, and offer the page that lists them.
        const see = await confirmDialog({
          title: t('vip.codesTitle', { count: result.codes.length }),
          message: result.codes.join(' · '),
          confirmText: t('vip.seeCodes'),
          cancelText: t('common.close'),
        });
        if (see) navigate('/activities/lucky-refund/index');
      } else if (market)
        showToast(
          t('vip.claimedToast', { amount: benefitAmount(t, market, result.asset, result.amount) }),
          'success',
        );
    } catch (error) {
      if (isApiError(error) && error.code === ALREADY_CLAIMED)
        await alertDialog({ message: t('vip.alreadyClaimed') });
    } finally {
      busy.current = false;
    }
  };
  return { tap, pending: claim.isPending };
}

export function BenefitTile({
  benefit,
  market,
  onTap,
  compact = false,
}: {
  benefit: VipBenefit;
  market: Market;
  onTap(benefit: VipBenefit): void;
  compact?: boolean;
}) {
  const { t } = useT('vip');
  const amount =
    benefit.asset && benefit.state > 0 ? benefitAmount(t, market, benefit.asset, benefit.state) : null;
  const badge =
    benefit.statu === 0
      ? t('vip.claim')
      : benefit.statu === 1
        ? t('vip.claimed')
        : benefit.statu === -1
          ? t('vip.locked')
          : t('vip.open');
  return (
    <button
      type="button"
      className={compact ? styles.slide : styles.benefit}
      data-state={benefit.statu}
      data-testid={`vip-benefit-${benefit.id}`}
      onClick={() => onTap(benefit)}
    >
      <span className={styles.benefitIcon}>
        {benefit.statu === -1 ? <LockIcon /> : <AssetIcon asset={benefit.asset ?? 'cash'} />}
      </span>
      <span className={styles.benefitText}>
        <span className={styles.benefitName}>{benefit.name}</span>
        {amount && <span className={styles.benefitAmount}>{amount}</span>}
        {!compact && <span className={styles.benefitDescription}>{benefit.description}</span>}
        {!compact && benefit.period !== 'none' && (
          <span className={styles.benefitPeriod}>{t(`vip.period.${benefit.period}`)}</span>
        )}
      </span>
      <span className={styles.badge} data-state={benefit.statu}>
        {badge}
        {!compact && benefit.statu === 9 && <ChevronIcon />}
      </span>
    </button>
  );
}
