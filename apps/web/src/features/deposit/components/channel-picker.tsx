import type { PaymentChannel } from '@sika/contract';
import { CHANNELS_PER_ROW } from '@sika/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { ChevronIcon } from '../../../ui/icons/core.tsx';
import styles from './deposit.module.css';

/** Spec core §2: channels 4 per row; beyond the first row, a More toggle shows the rest. */
export function ChannelPicker({
  channels,
  selectedId,
  onSelect,
}: {
  channels: readonly PaymentChannel[];
  selectedId: number | null;
  onSelect(channel: PaymentChannel): void;
}) {
  const { t } = useT('deposit');
  const selectedIndex = channels.findIndex((c) => c.id === selectedId);
  const [expanded, setExpanded] = useState(false);
  const open = expanded || selectedIndex >= CHANNELS_PER_ROW;
  const shown = open ? channels : channels.slice(0, CHANNELS_PER_ROW);
  if (channels.length === 0) return <p className={styles.memo}>{t('deposit.noChannels')}</p>;
  return (
    <>
      <div className={styles.channels} role="radiogroup" aria-label={t('deposit.channels')}>
        {shown.map((channel) => {
          const selected = channel.id === selectedId;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a logo tile, not a bare radio
            <button
              key={channel.id}
              type="button"
              role="radio"
              aria-checked={selected}
              className={`${styles.channel} ${selected ? styles.selected : ''}`}
              onClick={() => onSelect(channel)}
              data-testid={`deposit-channel-${channel.channelCode}`}
            >
              <img src={channel.logoUrl} alt="" width={40} height={40} loading="lazy" />
              <span>{channel.name}</span>
            </button>
          );
        })}
      </div>
      {channels.length > CHANNELS_PER_ROW && (
        <button type="button" className={styles.more} aria-expanded={open} onClick={() => setExpanded(!open)}>
          {open ? t('deposit.less') : t('deposit.more')}
          <ChevronIcon className={open ? styles.chevronUp : styles.chevronDown} />
        </button>
      )}
    </>
  );
}
