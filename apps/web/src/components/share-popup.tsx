import { type ShareChannel, shareChannels } from '@sika/contract';
import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/index.ts';
import { channelsShown, shareHref } from '../lib/share-links.ts';
import { currentTheme, subscribeTheme } from '../themes/theme.ts';
import { SocialIcon, WhatsAppIcon } from '../ui/icons/contact.tsx';
import { Sheet } from '../ui/sheet.tsx';
import styles from './share-popup.module.css';

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

/**
 * The spec's share popup (activities §2, §9): the five channels, each with the player's invitation link
 * /invitation/{code}/{1..5}, in a bottom sheet. The invitations page and the cash rain's reward both open it.
 */
export function SharePopup({
  open,
  onClose,
  title,
  target,
  testId = 'share-popup',
}: {
  open: boolean;
  onClose(): void;
  title: string;
  target: ShareTarget;
  testId?: string;
}) {
  const { t } = useT('invite');
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, currentTheme);
  return (
    <Sheet open={open} title={title} onClose={onClose}>
      <ul className={styles.channels} data-testid={testId}>
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
