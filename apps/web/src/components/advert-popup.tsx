import {
  ADVERT_POPUP_AUTOPLAY_MS,
  ADVERT_POPUP_DEFAULT_POSITION,
  ADVERT_POPUP_OPEN_DELAY_MS,
} from '@sika/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { type Advert, advertTarget, pickAdverts, useAdverts } from '../lib/content/index.ts';
import { followLink } from '../lib/links.ts';
import { pictureArrived } from '../lib/picture-arrived.ts';
import { useNavigate } from '../lib/router/index.ts';
import { Button } from '../ui/button.tsx';
import { CloseIcon } from '../ui/icons/core.tsx';
import { usePopupLock } from '../ui/popup-lock.ts';
import { Swiper } from '../ui/swiper.tsx';
import styles from './advert-popup.module.css';

/** A popup turn is quicker than the home carousel's: the popup is small and read at a glance. */
const POPUP_TURN_MS = 450;
const LUCKY_REFUND_PATH = '/activities/lucky-refund/index';

/**
 * Positions the player closed in this browser session (reloads included): a player who closed the popup
 * is not shown it again until the app is opened anew.
 */
const CLOSED_KEY = 'sika.advertPopupClosed';

function closedPositions(): string[] {
  try {
    return (sessionStorage.getItem(CLOSED_KEY) ?? '').split(',').filter(Boolean);
  } catch {
    return [];
  }
}

function rememberClosed(position: string): void {
  try {
    sessionStorage.setItem(CLOSED_KEY, [...new Set([...closedPositions(), position])].join(','));
  } catch {
    // Storage denied: closed for this page only.
  }
}

/**
 * The advert popup (spec core §2 Other overlays, §4 Advert popup): the live adverts of a position (800103 by
 * default) in a swipeable carousel that turns every 3 s, with a close control. It opens 300 ms after it is
 * mounted, only when there are adverts and the popup lock is free (one popup at a time), and releases the
 * lock when closed. Pass `adverts` when the screen already has them (one request for the whole screen).
 */
export function AdvertPopup({
  position = ADVERT_POPUP_DEFAULT_POSITION,
  adverts,
}: {
  position?: string;
  adverts?: readonly Advert[];
}) {
  const { t } = useT('overlays');
  const navigate = useNavigate();
  const fetched = useAdverts([position], adverts === undefined);
  const list = pickAdverts(adverts ?? fetched.data, position);
  const [closed, setClosed] = useState(() => closedPositions().includes(position));
  const due = useDelay(list.length > 0 && !closed, ADVERT_POPUP_OPEN_DELAY_MS);
  const pictureIn = usePictureIn(list[0]?.image);
  const open = usePopupLock(due && pictureIn);

  const close = () => {
    rememberClosed(position);
    setClosed(true);
  };

  return (
    <PopupFrame open={open} label={t('overlays.advertPopup')} onClose={close}>
      <Swiper
        items={list}
        label={t('overlays.advertPopup')}
        autoplayMs={ADVERT_POPUP_AUTOPLAY_MS}
        transitionMs={POPUP_TURN_MS}
        className={styles.swiper}
        itemKey={(advert) => advert.id}
        render={(advert, index, near) => {
          const target = advertTarget(advert);
          const image = (
            <img
              className={styles.image}
              src={advert.image}
              alt={advert.content}
              width={600}
              height={800}
              loading={near || index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          );
          return target ? (
            <button
              type="button"
              className={styles.slideButton}
              onClick={() => {
                close();
                followLink(target, navigate);
              }}
            >
              {image}
            </button>
          ) : (
            image
          );
        }}
      />
    </PopupFrame>
  );
}

/**
 * Whether a picture has arrived (or failed: the popup then opens as it would have). The popup
 * opens with its first picture in, not as an empty frame the picture fills later — which also kept home's
 * largest paint from being that late picture (a 330×439 paint seconds after the first screen).
 */
function usePictureIn(src: string | undefined): boolean {
  const [arrived, setArrived] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return;
    let live = true;
    const picture = new Image();
    picture.src = src;
    void pictureArrived(picture).then(() => {
      if (live) setArrived(src);
    });
    return () => {
      live = false;
    };
  }, [src]);
  return src === undefined || arrived === src;
}

export interface CodeTile {
  code: string;
  enable: boolean;
  pin?: boolean;
}

/**
 * The advert popup's lucky-refund form (spec core §2 Other overlays): the player's unread codes as a grid of
 * 4 columns of tiles, and OK leading to the lucky-refund page. Same lock and delay as the adverts.
 */
export function LuckyCodesPopup({ codes, onClose }: { codes: readonly CodeTile[]; onClose(): void }) {
  const { t } = useT('overlays');
  const navigate = useNavigate();
  const due = useDelay(codes.length > 0, ADVERT_POPUP_OPEN_DELAY_MS);
  const open = usePopupLock(due);
  return (
    <PopupFrame open={open} label={t('overlays.luckyCodesTitle')} onClose={onClose}>
      <div className={styles.codes}>
        <h2 className={styles.codesTitle}>{t('overlays.luckyCodesTitle')}</h2>
        <ul className={styles.codeGrid}>
          {codes.map((tile, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: codes may repeat (winners are drawn by position)
              key={`${tile.code}-${i}`}
              className={`${styles.code} ${tile.enable ? '' : styles.codeOff} ${tile.pin ? styles.codePin : ''}`}
            >
              {tile.code}
            </li>
          ))}
        </ul>
        <Button
          block
          onClick={() => {
            onClose();
            navigate(LUCKY_REFUND_PATH);
          }}
        >
          {t('dialog.ok')}
        </Button>
      </div>
    </PopupFrame>
  );
}

/** True `delayMs` after `when` became true (the popup opens 300 ms after its trigger). */
export function useDelay(when: boolean, delayMs: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!when) {
      setDue(false);
      return;
    }
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [when, delayMs]);
  return due && when;
}

/** A centred modal with the content and a round close control under it. */
export function PopupFrame({
  open,
  label,
  onClose,
  children,
}: {
  open: boolean;
  label: string;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useT('overlays');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => () => ref.current?.close(), []);
  return (
    <dialog
      ref={ref}
      className={styles.popup}
      aria-label={label}
      data-testid="advert-popup"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          {children}
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
            <CloseIcon />
          </button>
        </>
      )}
    </dialog>
  );
}

export default AdvertPopup;
