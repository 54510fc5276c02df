import { describeError, useT } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useParams } from '../../../lib/router/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useInvitationLanding } from '../api/invite.ts';
import styles from './invite.module.css';
import { InviteTaskList } from './invite-task-list.tsx';

/**
 * /invitation/{code}/{channel} and /activities/register/{code}/{channel} (spec activities §2, §4): records
 * the click and its channel, shows the invitation and leads to registration with the code.
 */
export default function InvitationLandingPage() {
  const { t } = useT('invite');
  const { code = '', channel = '' } = useParams();
  const number = Number(channel);
  const valid = /^[A-Za-z0-9]{4,32}$/.test(code) && Number.isInteger(number) && number >= 1 && number <= 5;
  const landing = useInvitationLanding(code, valid ? number : 0);
  const error = landing.error;
  return (
    <>
      <PageHeader title={t('routes.invitation')} />
      <Page>
        {!valid || landing.isError ? (
          <Empty
            tone="error"
            icon={<AlertIcon />}
            title={isApiError(error) ? describeError(error.code, error.message) : t('invite.linkInvalid')}
            text={t('invite.linkInvalidText')}
            action={<ButtonLink to="/home">{t('invite.goHome')}</ButtonLink>}
          />
        ) : !landing.data ? (
          <Skeleton height="2.4rem" lines={3} />
        ) : (
          <div className={styles.stack} data-testid="invitation-landing">
            <section className={styles.hero}>
              <Logo />
              <p className={styles.topText}>{landing.data.topText}</p>
              <p className={styles.label}>{t('invite.invitedWith')}</p>
              <p className={styles.code}>{landing.data.inviteCode}</p>
              <ButtonLink to={landing.data.registerPath} block data-testid="invitation-register">
                {t('invite.registerNow')}
              </ButtonLink>
            </section>
            <p className={styles.muted}>{landing.data.bottomText}</p>
            <InviteTaskList />
          </div>
        )}
      </Page>
    </>
  );
}
