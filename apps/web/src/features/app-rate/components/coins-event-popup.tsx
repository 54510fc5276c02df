import { useEffect } from 'react';
import { useT } from '../../../i18n/index.ts';
import { followLink, linkTarget } from '../../../lib/links.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCoinsEvent } from '../api/coins-event.ts';
import styles from './app-rate.module.css';

/**
 * The coins-event popup (spec activities §2 Overlays): pictures, then title/content items on how to earn
 * coins, each with its link when it has one. Not shown when the server says it is off.
 */
export default function CoinsEventPopup({ onClose }: { onClose(): void }) {
  const { t } = useT('rewards');
  const navigate = useNavigate();
  const event = useCoinsEvent();
  const off = event.data?.enable === false;
  useEffect(() => {
    if (off) onClose();
  }, [off, onClose]);
  if (off) return null;

  const go = (url: string | null) => {
    const target = linkTarget(url);
    if (!target) return;
    onClose();
    followLink(target, navigate);
  };
  return (
    <Dialog
      open
      title={t('rewards.coinsEvent.title')}
      onClose={onClose}
      actions={
        event.isError ? (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button onClick={() => void event.refetch()}>{t('state.retry')}</Button>
          </>
        ) : (
          <Button onClick={onClose} data-autofocus>
            {t('dialog.ok')}
          </Button>
        )
      }
    >
      <div data-testid="coins-event">
        {event.isPending && <Skeleton height="1.4rem" lines={3} />}
        {event.isError && <p role="alert">{t('state.loadErrorText')}</p>}
        {event.data && (
          <>
            {event.data.images.length > 0 && (
              <div className={styles.images}>
                {event.data.images.map((src) => (
                  <img
                    key={src}
                    src={src}
                    alt=""
                    width={300}
                    height={150}
                    loading="lazy"
                    // A picture that fails to load leaves no broken frame in the popup.
                    onError={(event) => {
                      event.currentTarget.hidden = true;
                    }}
                  />
                ))}
              </div>
            )}
            {event.data.items.length === 0 ? (
              <p>{t('rewards.coinsEvent.empty')}</p>
            ) : (
              <ul className={styles.items}>
                {event.data.items.map((item) => (
                  <li key={item.title} className={styles.item}>
                    <h3 className={styles.itemTitle}>{item.title}</h3>
                    <p className={styles.itemText}>{item.content}</p>
                    {item.url && linkTarget(item.url) && (
                      <button type="button" className={styles.itemLink} onClick={() => go(item.url)}>
                        {t('rewards.coinsEvent.go')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
