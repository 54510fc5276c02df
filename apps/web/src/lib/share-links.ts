import type { ShareChannel } from '@sika/contract';
import type { ThemeName } from '../themes/theme.ts';

/** Where each channel's share goes: the network's own share page, or the phone's SMS app. */
export function shareHref(channel: ShareChannel, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const both = encodeURIComponent(`${text} ${url}`);
  switch (channel) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${both}`;
    case 'sms':
      return `sms:?&body=${both}`;
  }
}

/** The share sheet of the WinSlots variant hides LinkedIn (spec activities §2; decision 021). */
export function channelsShown(theme: ThemeName, channels: readonly ShareChannel[]): ShareChannel[] {
  return channels.filter((channel) => !(theme === 'winslots' && channel === 'linkedin'));
}
