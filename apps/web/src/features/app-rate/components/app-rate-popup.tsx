import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatReward, refreshBalances } from '../../../lib/rewards/index.ts';
import { storageKeys, writeStored } from '../../../lib/storage.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { usePopupLock } from '../../../ui/popup-lock.ts';
import { showToast } from '../../../ui/toast.tsx';
import { useRate, useRating } from '../api/rating.ts';
import { requestStoreReview } from '../store-review.ts';
import styles from './app-rate.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
const DISMISSED = 'sika.ratingDismissed';

/**
 * The app rate popup (spec activities §4 Rating bonus): shown in the store app when the server says rating
 * is open. Submit stays disabled at 0 stars; 5 stars also asks the store for a review. After a rating the
 * coins-received notice shows and the stored registration time is cleared; a failed submit just closes.
 */
export default function AppRatePopup() {
  const { t } = useT('rewards');
  const queryClient = useQueryClient();
  const market = useMarket();
  const rating = useRating();
  const rate = useRate();
  const [stars, setStars] = useState(0);
  const [closed, setClosed] = useState(() => sessionStorage.getItem(DISMISSED) === '1');
  const wanted = !closed && rating.data?.enable === true;
  const shown = usePopupLock(wanted);
  if (!shown || !rating.data || !market) return null;

  const bonusFor = (score: number) =>
    rating.data.configs.find((config) => config.score === score)?.bonusAmount ?? rating.data.bonusAmount;
  const asset = rating.data.asset;
  const close = () => {
    sessionStorage.setItem(DISMISSED, '1');
    setClosed(true);
  };
  const submit = () => {
    if (stars === 0 || rate.isPending) return;
    rate.mutate(stars, {
      onSuccess: (result) => {
        if (stars === 5) requestStoreReview();
        writeStored(storageKeys.registerTime, null);
        refreshBalances(queryClient);
        showToast(
          `${t('rewards.rate.thanks')} ${t('rewards.rate.received', {
            amount: formatReward(market, result.asset, result.bonusAmount),
            asset: t(`rewards.asset.${result.asset}`),
          })}`,
          'success',
        );
      },
      onSettled: close,
    });
  };
  return (
    <Dialog
      open
      title={t('rewards.rate.title')}
      onClose={close}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {t('rewards.rate.later')}
          </Button>
          <Button onClick={submit} disabled={stars === 0} loading={rate.isPending} data-autofocus>
            {t('rewards.rate.submit')}
          </Button>
        </>
      }
    >
      <p>
        {t('rewards.rate.text', {
          amount: formatReward(market, asset, bonusFor(5)),
          asset: t(`rewards.asset.${asset}`),
        })}
      </p>
      <fieldset className={styles.stars}>
        <legend className="visually-hidden">{t('rewards.rate.stars')}</legend>
        {STARS.map((score) => (
          <label key={score} className={`${styles.star} ${score <= stars ? styles.on : ''}`}>
            <input
              type="radio"
              name="rating"
              className="visually-hidden"
              checked={stars === score}
              onChange={() => setStars(score)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('rewards.rate.star', { count: score })}</span>
          </label>
        ))}
      </fieldset>
      {stars > 0 && (
        <p className={styles.bonus}>
          {t('rewards.rate.bonus', {
            amount: formatReward(market, asset, bonusFor(stars)),
            asset: t(`rewards.asset.${asset}`),
          })}
        </p>
      )}
    </Dialog>
  );
}
