import { formatMoney, type Market } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import styles from './deposit.module.css';

export interface PackageTile {
  itemId: number;
  /** What the player receives, minor units. */
  money: number;
  /** What the player pays, minor units. */
  payMoney: number;
  hot?: boolean;
  img: string | null;
}

/** Spec core §2: preset packages in 3 columns, each with what is received and what is paid, and a hot flag. */
export function PackageGrid<P extends PackageTile>({
  packages,
  market,
  selectedId,
  onPick,
  columns = 3,
}: {
  packages: readonly P[];
  market: Market;
  selectedId: number | null;
  onPick(item: P): void;
  columns?: 2 | 3;
}) {
  const { t } = useT('deposit');
  return (
    <div className={`${styles.packages} ${columns === 2 ? styles.twoColumns : ''}`} role="radiogroup">
      {packages.map((item) => {
        const selected = item.itemId === selectedId;
        const extra = item.money - item.payMoney;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a styled tile with an image and two amounts, not a bare radio
          <button
            key={item.itemId}
            type="button"
            role="radio"
            aria-checked={selected}
            className={`${styles.package} ${selected ? styles.selected : ''}`}
            onClick={() => onPick(item)}
            data-testid={`deposit-package-${item.itemId}`}
          >
            {item.hot && <span className={styles.hot}>{t('deposit.hot')}</span>}
            {item.img && (
              <img
                className={styles.packageImg}
                src={item.img}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
            )}
            <span className={`${styles.receive} ${sizeClass(formatMoney(market, item.money))}`}>
              {formatMoney(market, item.money)}
            </span>
            <span className={styles.paid}>
              {t('deposit.paid', { amount: formatMoney(market, item.payMoney) })}
            </span>
            {extra > 0 && (
              <span className={styles.extra}>
                {t('deposit.extra', { percent: Math.round((extra * 100) / item.payMoney) })}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** Long amounts (KSh1,150.00) get a smaller type, so three tiles still fit a 360 px phone. */
function sizeClass(text: string): string {
  if (text.length >= 11) return styles.receiveLonger ?? '';
  if (text.length >= 9) return styles.receiveLong ?? '';
  return '';
}
