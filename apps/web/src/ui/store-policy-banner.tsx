import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../lib/storage.ts';
import { isStoreBuild } from '../lib/store-build.ts';
import { usePopupLock } from './popup-lock.ts';
import styles from './store-policy-banner.module.css';

/** Bump when the policy text changes, so every player sees the new one once. */
const POLICY_VERSION = '1';
const KEY = 'sika.storePolicy';

/**
 * The store-policy banner (spec core §2 Other overlays): in the store build, the store's real-money gaming
 * disclosure over the top of the app until the player taps it; remembered on the phone. It holds the popup
 * lock meanwhile, so no advert popup covers it.
 */
export function StorePolicyBanner() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readStored(KEY) === POLICY_VERSION);
  const shown = isStoreBuild() && !dismissed;
  usePopupLock(shown);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={styles.banner}
      data-testid="store-policy-banner"
      onClick={() => {
        writeStored(KEY, POLICY_VERSION);
        setDismissed(true);
      }}
    >
      <span className={styles.mark} aria-hidden="true">
        18+
      </span>
      <span className={styles.text}>
        <strong className={styles.title}>{t('overlays.storePolicyTitle')}</strong>
        <span>{t('overlays.storePolicyText')}</span>
        <span className={styles.hint}>{t('overlays.storePolicyDismiss')}</span>
      </span>
    </button>
  );
}
