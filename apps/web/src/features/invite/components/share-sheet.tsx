import { type ShareChannel, shareChannels } from '@sika/contract';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTheme, subscribeTheme } from '../../../themes/theme.ts';
import { SocialIcon, WhatsAppIcon } from '../../../ui/icons/contact.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { channelsShown, shareHref } from '../share-links.ts';
import styles from './invite.module.css';

export interface ShareTarget {
  text: string;
  /** The absolute link of each channel (/invitation/{code}/{1..5}). */
  urlOf(channel: ShareChannel): string;
}

/**
 * Shares an invitation: the phone's own share sheet (Web Share API) where it has one, otherwise the spec's
 * share popup with its five channels (LinkedIn hidden in the WinSlots variant).
 */
export async function shareInvitation(target: ShareTarget, openPopup: () => void): Promise<void> {
  const url = target.urlOf('whatsapp');
  if (typeof navigator.share === 'function' && navigator.canShare?.({ url }) !== false) {
    try {
      await navigator.share({ text: target.text, url });
      return;
    } catch (error) {
      // The player closed the phone's sheet: nothing to do.
      if ((error as { name?: string }).name === 'AbortError') return;
    }
  }
  openPopup();
}

export function SharePopup({
  open,
  onClose,
  target,
}: {
  open: boolean;
  onClose(): void;
  target: ShareTarget;
}) {
  const { t } = useTranslation();
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, currentTheme);
  return (
    <Sheet open={open} title={t('invite.shareTitle')} onClose={onClose}>
      <ul className={styles.channels} data-testid="share-popup">
        {channelsShown(theme, shareChannels).map((channel) => (
          <li key={channel}>
            <a
              className={styles.channel}
              href={shareHref(channel, target.urlOf(channel), target.text)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`share-${channel}`}
              onClick={onClose}
            >
              <span className={styles.channelIcon} aria-hidden="true">
                {channel === 'whatsapp' ? (
                  <WhatsAppIcon />
                ) : (
                  <SocialIcon name={channel === 'sms' ? 'link' : channel} />
                )}
              </span>
              {t(`invite.channel.${channel}`)}
            </a>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
