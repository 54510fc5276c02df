import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/session/index.ts';
import styles from './cash-rain.module.css';

/** Share channels (spec activities §2, §9), each with the player's share link /invitation/{code}/{1..5}. */
const CHANNELS = [
  { name: 'facebook', url: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${link}` },
  { name: 'linkedin', url: (link: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
  {
    name: 'twitter',
    url: (link: string, text: string) => `https://twitter.com/intent/tweet?url=${link}&text=${text}`,
  },
  { name: 'whatsapp', url: (link: string, text: string) => `https://wa.me/?text=${text}%20${link}` },
  { name: 'sms', url: (link: string, text: string) => `sms:?body=${text}%20${link}` },
] as const;

export function SharePopup({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const code = profile.data?.inviteCode ?? '';
  const text = encodeURIComponent(t('cashRain.shareText'));
  return (
    <div
      className={styles.share}
      role="dialog"
      aria-label={t('cashRain.share')}
      data-testid="cash-rain-share"
    >
      <p className={styles.shareTitle}>{t('cashRain.share')}</p>
      <ul className={styles.shareList}>
        {CHANNELS.map((channel, i) => {
          const link = encodeURIComponent(`${window.location.origin}/invitation/${code}/${i + 1}`);
          return (
            <li key={channel.name}>
              <a
                href={channel.url(link, text)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.shareLink}
              >
                {t(`cashRain.channel.${channel.name}`)}
              </a>
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.textButton} onClick={onClose}>
        {t('common.close')}
      </button>
    </div>
  );
}
