import { isValidMobile, isValidSmsCode } from '@sika/domain';
import { type FormEvent, useMemo, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Trans } from '../../../i18n/trans.tsx';
import { H5_PAGE } from '../../../lib/content/index.ts';
import { formatReward } from '../../../lib/rewards/index.ts';
import { Link, useNavigate, useParams } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { alertDialog } from '../../../ui/dialog.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon, ClockIcon } from '../../../ui/icons/core.tsx';
import { GiftIcon } from '../../../ui/icons/money.tsx';
import { giveawayCodeSender, useGiveaway, useRegisterGiveaway } from '../api/register-giveaway.ts';
import { EMPTY_PASSWORD_PAIR, isNewPasswordReady } from '../form-rules.ts';
import styles from './auth.module.css';
import { AuthLayout } from './auth-layout.tsx';
import { MobileField, PasswordPairField, SmsCodeField } from './fields.tsx';

/**
 * /activities/giveaway/{id} (spec activities §2, §3, §7): a landing page that registers a new player —
 * mobile, the SMS code sent by the giveaway's `gifts` call, password, the 18+/terms tick (decision 017) —
 * and gives the gift, once per number and per phone (the server refuses a second one with 5657).
 */
export default function GiveawayPage() {
  const { t } = useT('auth', 'giveaway', 'rewards');
  const id = Number(useParams().id);
  const giveaway = useGiveaway(id);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [pair, setPair] = useState(EMPTY_PASSWORD_PAIR);
  const [consented, setConsented] = useState(false);
  const register = useRegisterGiveaway();
  const navigate = useNavigate();
  const sendWith = useMemo(() => giveawayCodeSender(id), [id]);

  return (
    <AuthLayout
      title={t('routes.activities-giveaway')}
      heading={giveaway.data?.title}
      text={giveaway.data?.text}
    >
      {({ market, info }) => {
        if (giveaway.isPending && giveaway.fetchStatus !== 'idle') return null;
        if (!giveaway.data) return <Empty tone="error" icon={<AlertIcon />} title={t('giveaway.invalid')} />;
        if (giveaway.data.status !== 1)
          return (
            <Empty
              icon={<ClockIcon />}
              title={giveaway.data.status === 0 ? t('giveaway.notStarted') : t('giveaway.ended')}
            />
          );
        const gift = formatReward(market, giveaway.data.asset, giveaway.data.amount);
        const valid =
          isValidMobile(market, mobile) &&
          (!info.smsCodeEnabled || isValidSmsCode(smsCode)) &&
          isNewPasswordReady(pair) &&
          consented;
        const onSubmit = async (event: FormEvent) => {
          event.preventDefault();
          if (!valid || register.isPending) return;
          try {
            await register.mutateAsync({
              id,
              mobile,
              password: pair.password,
              smsCode: info.smsCodeEnabled ? smsCode : undefined,
              adultConfirmed: consented,
              termsVersion: info.termsVersion,
            });
          } catch {
            return; // shown by the API client
          }
          await alertDialog({
            title: t('giveaway.receivedTitle'),
            message: t('giveaway.received', { gift, asset: t(`rewards.asset.${giveaway.data.asset}`) }),
          });
          navigate('/home', { replace: true });
        };
        return (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <p className={styles.giftBadge} data-testid="giveaway-gift">
              <GiftIcon /> {t('giveaway.gift', { gift, asset: t(`rewards.asset.${giveaway.data.asset}`) })}
            </p>
            <MobileField market={market} value={mobile} onChange={setMobile} autoFocus />
            {info.smsCodeEnabled && (
              <SmsCodeField
                market={market}
                mobile={mobile}
                purpose="register"
                value={smsCode}
                onChange={setSmsCode}
                sendWith={sendWith}
              />
            )}
            <PasswordPairField label={t('auth.password')} value={pair} onChange={setPair} />
            <label className={styles.consent}>
              <input
                type="checkbox"
                name="consent"
                checked={consented}
                onChange={(event) => setConsented(event.target.checked)}
              />
              <span>
                <Trans
                  i18nKey="auth.consent"
                  components={{
                    terms: <Link className={styles.inlineLink} to={`/pages/h5/${H5_PAGE.TERMS}`} />,
                  }}
                />
              </span>
            </label>
            <Button type="submit" block disabled={!valid} loading={register.isPending}>
              {t('giveaway.claim')}
            </Button>
            <p className={styles.note}>{t('giveaway.once')}</p>
          </form>
        );
      }}
    </AuthLayout>
  );
}
