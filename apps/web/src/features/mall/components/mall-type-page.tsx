import { useT } from '../../../i18n/index.ts';
import { useParams } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMallType } from '../api/mall.ts';
import { CartButton } from './cart-button.tsx';
import { GoodsGrid } from './goods-card.tsx';

/** /mall/{type}: one shelf's goods. */
export default function MallTypePage() {
  const { t } = useT('mall');
  const type = Number(useParams().type);
  const shelf = useMallType(type);
  return (
    <>
      <PageHeader title={shelf.data?.type.name ?? t('routes.mall-type')} actions={<CartButton />} />
      <Page>
        {shelf.isError || !(type > 0) ? (
          <Empty
            tone="error"
            icon={<AlertIcon />}
            title={t('mall.noShelf')}
            action={<Button onClick={() => void shelf.refetch()}>{t('state.retry')}</Button>}
          />
        ) : !shelf.data ? (
          <Skeleton height="3rem" lines={2} />
        ) : shelf.data.list.length === 0 ? (
          <Empty title={t('mall.noGoods')} />
        ) : (
          <GoodsGrid goods={shelf.data.list} />
        )}
      </Page>
    </>
  );
}
