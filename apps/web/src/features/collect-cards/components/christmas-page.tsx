import { formatMoney } from '@sika/domain';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { formatDate } from '../../../lib/dates.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCardEvent } from '../api/collect-cards.ts';
import { CardArt } from './card-art.tsx';
import styles from './collect-cards.module.css';
import { EventBanner } from './collect-cards-page.tsx';

/**
 * /publicize/christmas (spec activities §2): the seasonal page of the card event, its texts from the
 * database in the app's language (card_events.page), the eight cards and the way in.
 */
export default function ChristmasPage() {
  const { t, language: appLanguage } = useT('cards');
  const cfg = useCardEvent();
  const market = useMarket();
  return (
    <>
      <PageHeader title={t('routes.publicize-christmas')} />
      <Page>
        {cfg.isPending || !market ? (
          <div className={styles.stack} role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height="2.2rem" />
            <Skeleton height="4rem" />
          </div>
        ) : cfg.isError ? (
          <LoadError onRetry={() => void cfg.refetch()} />
        ) : (
          <div className={styles.stack}>
            <EventBanner cfg={cfg.data} market={market} />
            <p className={styles.dates}>
              {t('cards.dates', {
                from: formatDate(cfg.data.beginTime, appLanguage, 'medium'),
                to: formatDate(cfg.data.endTime, appLanguage, 'medium'),
              })}
            </p>
            <div className={styles.paragraphs}>
              {cfg.data.page.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className={styles.gallery}>
              {cfg.data.cards.map((card) => (
                <div key={card.index} className={`${styles.card} ${styles.held}`}>
                  <CardArt index={card.index} />
                  <span className={styles.cardName}>{card.name}</span>
                </div>
              ))}
            </div>
            <p className={styles.dates}>
              {t('cards.depositRule', { amount: formatMoney(market, cfg.data.depositMinimum) })}
            </p>
            <ButtonLink to="/activities/collect-cards" block data-testid="christmas-cta">
              {cfg.data.status === -1 ? t('cards.seeCards') : t('cards.play')}
            </ButtonLink>
          </div>
        )}
      </Page>
    </>
  );
}
