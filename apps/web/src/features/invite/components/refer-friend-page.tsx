import { invitationPath, type ShareChannel } from '@sika/contract';
import { formatMoney } from '@sika/domain';
import { useEffect, useState } from 'react';
import { SharePopup, type ShareTarget, shareInvitation } from '../../../components/share-popup.tsx';
import { useT } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { useParams } from '../../../lib/router/index.ts';
import { useToken } from '../../../lib/session/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { alertDialog } from '../../../ui/dialog.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { NOTHING_TO_CLAIM, useClaimInviteRewards, useInviteDetail } from '../api/invite.ts';
import styles from './invite.module.css';
import { InviteTaskList } from './invite-task-list.tsx';

/**
 * /activities/refer-friend/{id} and /activities/invite/{id}/{action} (spec activities §2): the invitation
 * texts (options 4009 top, 4008 bottom), the player's code, the share popup (`action` share opens it at
 * once), the totals and the claim of what invitees earned. A visitor sees the tasks and a login button.
 */
export default function ReferFriendPage() {
  const { t } = useT('invite');
  const token = useToken();
  const { id = '1' } = useParams();
  return (
    <>
      <PageHeader title={t('routes.activities-refer-friend')} />
      <Page>
        {token ? (
          <Inviter activityId={id} />
        ) : (
          <div className={styles.stack}>
            <InviteTaskList />
            <ButtonLink to="/login" block>
              {t('invite.loginToInvite')}
            </ButtonLink>
          </div>
        )}
      </Page>
    </>
  );
}

function Inviter({ activityId }: { activityId: string }) {
  const { t } = useT('invite');
  const market = useMarket();
  const { action } = useParams();
  const detail = useInviteDetail();
  const claim = useClaimInviteRewards();
  const [popup, setPopup] = useState(false);
  const data = detail.data;
  const target: ShareTarget | null = data
    ? {
        text: data.topText,
        urlOf: (channel: ShareChannel) =>
          `${window.location.origin}${invitationPath(data.inviteCode, channel)}`,
      }
    : null;
  const ready = data !== undefined;
  // /activities/invite/{id}/share opens the share popup as soon as the link can be built.
  useEffect(() => {
    if (action === 'share' && ready) setPopup(true);
  }, [action, ready]);

  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  if (!data || !market || !target) return <Skeleton height="2.4rem" lines={4} />;
  const money = (amount: number) => formatMoney(market, amount);
  const onClaim = async () => {
    if (claim.isPending) return;
    try {
      const result = await claim.mutateAsync();
      showToast(t('invite.claimedToast', { amount: money(result.paidMinor) }), 'success');
    } catch (error) {
      if (isApiError(error) && error.code === NOTHING_TO_CLAIM)
        await alertDialog({ message: t('invite.nothingToClaim') });
    }
  };
  return (
    <div className={styles.stack}>
      <section className={styles.hero}>
        <p className={styles.topText} data-testid="invite-top-text">
          {data.topText}
        </p>
        <p className={styles.label}>{t('invite.yourCode')}</p>
        <p className={styles.code} data-testid="invite-code">
          {data.inviteCode}
        </p>
        <Button
          block
          onClick={() => void shareInvitation(target, () => setPopup(true))}
          data-testid="invite-share"
        >
          {t('invite.share')}
        </Button>
      </section>
      <dl className={styles.figures}>
        <div>
          <dt>{t('invite.invited')}</dt>
          <dd data-testid="invite-invited">{data.invited}</dd>
        </div>
        <div>
          <dt>{t('invite.qualified')}</dt>
          <dd>{data.qualified}</dd>
        </div>
        <div>
          <dt>{t('invite.earned')}</dt>
          <dd>{money(data.earnedMinor)}</dd>
        </div>
      </dl>
      <section className={styles.card}>
        <p className={styles.label}>{t('invite.claimable')}</p>
        <p className={styles.amount} data-testid="invite-claimable">
          {money(data.claimableMinor)}
        </p>
        <Button
          block
          disabled={data.claimableMinor <= 0 || !data.enable}
          loading={claim.isPending}
          onClick={() => void onClaim()}
          data-testid="invite-claim"
        >
          {t('invite.claim')}
        </Button>
        <p className={styles.muted}>{t('invite.heldNote')}</p>
      </section>
      <div className={styles.links}>
        <ButtonLink variant="secondary" size="sm" to={`/activities/refer-detail/${activityId}`}>
          {t('routes.activities-refer-detail')}
        </ButtonLink>
        <ButtonLink variant="secondary" size="sm" to={`/activities/invite-tasks/${activityId}`}>
          {t('routes.activities-invite-tasks')}
        </ButtonLink>
      </div>
      <p className={styles.muted} data-testid="invite-bottom-text">
        {data.bottomText}
      </p>
      <SharePopup
        open={popup}
        onClose={() => setPopup(false)}
        title={t('invite.shareTitle')}
        target={target}
      />
    </div>
  );
}
