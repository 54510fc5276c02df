import { FLOATING_ADVERT_CLOSED_S } from '@sika/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { type Advert, advertTarget } from '../../../lib/content/index.ts';
import { followLink } from '../../../lib/links.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { readCookie, writeCookie } from '../../../lib/storage.ts';
import { CloseIcon } from '../../../ui/icons/core.tsx';
import styles from './home.module.css';

const COOKIE = 'floatingAdvertClosed';

/**
 * The floating advert of home (spec core §2 Home, position 800102): a small picture over the page, above
 * the tab bar. Closed, it stays away for 1800 s (cookie).
 */
export function FloatingAdvert({ advert }: { advert: Advert | undefined }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(() => readCookie(COOKIE) === '1');
  if (!advert || closed) return null;
  const target = advertTarget(advert);
  return (
    <aside className={styles.floating} aria-label={advert.content} data-testid="floating-advert">
      <button
        type="button"
        className={styles.floatingImage}
        onClick={() => target && followLink(target, navigate)}
        aria-label={advert.content}
      >
        <img src={advert.image} alt="" width={160} height={160} decoding="async" />
      </button>
      <button
        type="button"
        className={styles.floatingClose}
        onClick={() => {
          writeCookie(COOKIE, '1', FLOATING_ADVERT_CLOSED_S / 86_400);
          setClosed(true);
        }}
        aria-label={t('common.close')}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
