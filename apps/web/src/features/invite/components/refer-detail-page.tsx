import { formatMoney } from '@sika/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { Empty } from '../../../ui/empty.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { useInvitees, useInviteRewards } from '../api/invite.ts';
import styles from './invite.module.css';

type Tab = 'invitees' | 'rewards';

/** /activities/refer-detail/{id} (login): the invitees (masked mobiles, their state) and the rewards. */
export default function ReferDetailPage() {
  const { t } = useT('invite');
  const [tab, setTab] = useState<Tab>('invitees');
  return (
    <>
      <PageHeader title={t('routes.activities-refer-detail')} />
      <Page>
        <div className={styles.stack}>
          <Tabs<Tab>
            label={t('routes.activities-refer-detail')}
            items={[
              { value: 'invitees', label: t('invite.invitees') },
              { value: 'rewards', label: t('invite.rewards') },
            ]}
            value={tab}
            onChange={setTab}
          />
          {tab === 'invitees' ? <InviteeList /> : <RewardList />}
        </div>
      </Page>
    </>
  );
}

function InviteeList() {
  const { t } = useT('invite');
  const market = useMarket();
  const lang = useLanguage();
  const invitees = useInvitees();
  if (!invitees.data || !market) return <Skeleton height="2rem" lines={3} />;
  if (invitees.data.list.length === 0)
    return <Empty title={t('invite.noInvitees')} text={t('invite.heldNote')} />;
  return (
    <ul className={styles.rows} data-testid="invitee-list">
      {invitees.data.list.map((row) => (
        <li key={`${row.mobile}-${row.registeredAt}`} className={styles.row}>
          <div>
            <p className={styles.rowTitle}>{row.mobile}</p>
            <p className={styles.muted}>{formatDateTime(row.registeredAt, lang)}</p>
          </div>
          <div className={styles.rowEnd}>
            <p className={`${styles.state} ${styles[row.state]}`}>
              {row.state === 'refused' && row.refusedReason
                ? t(`invite.refused.${row.refusedReason}`)
                : t(`invite.state.${row.state}`)}
            </p>
            <p className={styles.muted}>+{formatMoney(market, row.earnedMinor)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function RewardList() {
  const { t } = useT('invite');
  const market = useMarket();
  const lang = useLanguage();
  const rewards = useInviteRewards();
  if (!rewards.data || !market) return <Skeleton height="2rem" lines={3} />;
  if (rewards.data.list.length === 0)
    return <Empty title={t('invite.noRewards')} text={t('invite.heldNote')} />;
  return (
    <ul className={styles.rows} data-testid="invite-reward-list">
      {rewards.data.list.map((row) => (
        <li key={row.id} className={styles.row}>
          <div>
            <p className={styles.rowTitle}>{t(`invite.rewardKind.${row.kind}`)}</p>
            <p className={styles.muted}>
              {row.inviteeMobile} · {formatDateTime(row.paidAt ?? row.earnedAt, lang)}
            </p>
          </div>
          <div className={styles.rowEnd}>
            <p className={styles.rowTitle}>+{formatMoney(market, row.amount)}</p>
            <p className={`${styles.state} ${styles[row.state]}`}>{t(`invite.rewardState.${row.state}`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
