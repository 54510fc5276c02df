import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { Link } from '../../../lib/router/index.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCashRainCfg } from '../api/cash-rain.ts';
import styles from './cash-rain.module.css';
import { slotLabel } from './slot-label.ts';

/**
 * The home entry of the cash rain (spec activities §2): the displayed slot's label ('Starts at {begin}',
 * 'Grab Now !', 'See You Tomorrow'); it opens the overlay (`/home?cashRain=1`). Hidden when the rain is off.
 */
export default function CashRainEntry({ flag }: { flag: string }) {
  const { t } = useT('cashRain');
  const cfg = useCashRainCfg(useLanguage());
  const symbol = useMarket()?.currencySymbol ?? '';
  if (!cfg.data?.enable) return null;
  const slot = cfg.data.current === null ? undefined : cfg.data.durations[cfg.data.current];
  return (
    <Link
      to={`/home?${flag}=1`}
      className={styles.entry}
      data-testid="cash-rain-entry"
      data-status={slot?.status}
    >
      <span className={styles.entryCoin} aria-hidden="true" data-long={symbol.length > 2 || undefined}>
        {symbol}
      </span>
      <span>{t('cashRain.title')}</span>
      <span>{slotLabel(t, slot)}</span>
    </Link>
  );
}
