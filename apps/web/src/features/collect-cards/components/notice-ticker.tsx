import type { Market } from '@sika/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { formatReward } from '../../../lib/rewards/index.ts';
import { GiftIcon } from '../../../ui/icons/money.tsx';
import { NOTICE_ROTATE_MS, useCardNotices } from '../api/collect-cards.ts';
import styles from './collect-cards.module.css';

/** Other players' complete sets and prizes, one at a time, every 5 s (spec activities §9). */
export function NoticeTicker({
  actId,
  market,
  asset,
}: {
  actId: number;
  market: Market;
  asset: 'cash' | 'withdrawable_cash' | 'coins';
}) {
  const { t } = useT('cards');
  const notices = useCardNotices(actId);
  const [at, setAt] = useState(0);
  const list = notices.data ?? [];
  useEffect(() => {
    if (list.length < 2) return;
    const timer = setInterval(() => setAt((i) => i + 1), NOTICE_ROTATE_MS);
    return () => clearInterval(timer);
  }, [list.length]);
  const notice = list.length > 0 ? list[at % list.length] : undefined;
  return (
    <p className={styles.notice} aria-live="polite">
      <GiftIcon />
      <span className={styles.noticeText}>
        {!notice
          ? t('cards.noNotices')
          : notice.kind === 'prize'
            ? t('cards.noticePrize', {
                mobile: notice.mobile,
                amount: formatReward(market, asset, notice.amount),
              })
            : t('cards.noticeSet', { mobile: notice.mobile })}
      </span>
    </p>
  );
}
