import type { WithdrawChannel } from '@sika/contract';
import { formatMoney, type Market, WITHDRAW_FEE_TYPE } from '@sika/domain';
import { useState } from 'react';
import type { TFunction } from '../../../i18n/index.ts';
import { useT } from '../../../i18n/index.ts';
import { CheckIcon } from '../../../ui/icons/core.tsx';
import { feeRuleOf } from '../withdraw-figures.ts';
import styles from './withdraw.module.css';

/** The withdraw channels (spec core §3 Withdraw channel option) as a radio group, each with its fee. */
export function ChannelPicker({
  channels,
  value,
  market,
  onChange,
}: {
  channels: readonly WithdrawChannel[];
  value: string | null;
  market: Market;
  onChange(channelCode: string): void;
}) {
  const { t } = useT('withdraw');
  return (
    <fieldset className={styles.channels}>
      <legend className={styles.legend}>{t('withdraw.channel')}</legend>
      {channels.map((channel) => {
        const checked = channel.channelCode === value;
        return (
          <label key={channel.channelCode} className={`${styles.channel} ${checked ? styles.checked : ''}`}>
            <input
              type="radio"
              name="withdraw-channel"
              className="visually-hidden"
              value={channel.channelCode}
              checked={checked}
              onChange={() => onChange(channel.channelCode)}
            />
            <ChannelLogo channel={channel} />
            <span className={styles.channelText}>
              <span className={styles.channelName}>{channel.name}</span>
              <span className={styles.channelFee}>{feeText(t, market, channel)}</span>
            </span>
            <span className={styles.radio} aria-hidden="true">
              {checked && <CheckIcon />}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

function feeText(t: TFunction, market: Market, channel: WithdrawChannel) {
  const rule = feeRuleOf(market.code, channel);
  if (rule.type === WITHDRAW_FEE_TYPE.PERCENTAGE) {
    if (rule.value <= 0) return t('withdraw.noFee');
    const percent = new Intl.NumberFormat(market.locale, { maximumFractionDigits: 2 }).format(
      rule.value / 100,
    );
    return t('withdraw.feePercent', { percent });
  }
  if (rule.type === WITHDRAW_FEE_TYPE.FIXED) {
    return rule.value > 0
      ? t('withdraw.feeFixed', { amount: formatMoney(market, rule.value) })
      : t('withdraw.noFee');
  }
  return t('withdraw.notSupport');
}

/** The channel's logo; its initials on a tile when the image is missing, so a bad URL shows no broken icon. */
function ChannelLogo({ channel }: { channel: WithdrawChannel }) {
  const [failed, setFailed] = useState(!channel.logoUrl);
  const initials = channel.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  return (
    <span className={styles.logo} aria-hidden="true">
      {failed ? (
        <span className={styles.initials}>{initials}</span>
      ) : (
        <img
          src={channel.logoUrl}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
