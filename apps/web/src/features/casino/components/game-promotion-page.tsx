import { useT } from '../../../i18n/index.ts';
import { casinoPath, parseGameId } from '../../../lib/casino-launch.ts';
import { useGamePromotion } from '../../../lib/game-promotion.ts';
import { followLink, linkTarget } from '../../../lib/links.ts';
import { useLobby } from '../../../lib/lobby.ts';
import { useNavigate, useParams } from '../../../lib/router/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { PromotionIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './game-promotion.module.css';

/**
 * /activities/promotion/{id} (activities §2 "a promotion", §7 activities/game-promotion/info?id): the
 * promotion game {id} runs — its picture, title and terms, the game's return to player — and the way into
 * the game, for real or in demo. A game without a running promotion says so and leads to the lobby.
 */
export default function GamePromotionPage() {
  const { t } = useT('overlays', 'promotion');
  const gameId = parseGameId(useParams().id);
  return (
    <>
      <PageHeader title={t('routes.activities-promotion')} />
      <Page>{gameId === null ? <NotRunning /> : <GamePromotion gameId={gameId} />}</Page>
    </>
  );
}

function GamePromotion({ gameId }: { gameId: number }) {
  const { t, language } = useT('overlays', 'promotion');
  const navigate = useNavigate();
  const promotion = useGamePromotion(gameId);
  const lobby = useLobby();
  if (promotion.isError || lobby.isError) {
    return <LoadError onRetry={() => void Promise.all([promotion.refetch(), lobby.refetch()])} />;
  }
  if (promotion.isPending || lobby.isPending) {
    return (
      <div className={styles.card} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <span className={`${styles.picture} ${styles.placeholder}`} />
        <div className={styles.body}>
          <Skeleton width="70%" height="0.5rem" />
          <Skeleton height="0.36rem" lines={3} />
        </div>
      </div>
    );
  }
  const offer = promotion.data;
  // A game taken out of the lobby cannot be played, whatever its stored promotion says.
  const game = lobby.data.games.find((candidate) => candidate.id === gameId);
  if (!offer || !game) return <NotRunning />;
  const more = linkTarget(offer.url);
  const rtp = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(game.rtpPercent);
  return (
    <article className={styles.card} data-testid="game-promotion">
      <img
        className={styles.picture}
        src={offer.image ?? game.largeCover ?? game.cover}
        alt=""
        width={600}
        height={240}
        decoding="async"
      />
      <div className={styles.body}>
        <h2 className={styles.title}>{offer.title}</h2>
        <p className={styles.game}>
          <span>{game.name}</span>
          <span>{t('overlays.rtp', { rtp })}</span>
        </p>
        {offer.content && <p className={styles.terms}>{offer.content}</p>}
        {more && (
          <button type="button" className={styles.more} onClick={() => followLink(more, navigate)}>
            {t('promotion.more')}
          </button>
        )}
        <div className={styles.actions}>
          {game.hasDemo && (
            <ButtonLink variant="secondary" to={casinoPath('demo', game.id)}>
              {t('overlays.demo')}
            </ButtonLink>
          )}
          <ButtonLink to={casinoPath('launch', game.id)}>{t('overlays.play')}</ButtonLink>
        </div>
      </div>
    </article>
  );
}

function NotRunning() {
  const { t } = useT('overlays', 'promotion');
  return (
    <Empty
      icon={<PromotionIcon />}
      title={t('promotion.notRunningTitle')}
      text={t('promotion.notRunningText')}
      action={<ButtonLink to="/promotion">{t('routes.promotion')}</ButtonLink>}
    />
  );
}
