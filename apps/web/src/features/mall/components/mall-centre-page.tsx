import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Link, useLocation } from '../../../lib/router/index.ts';
import { useToken } from '../../../lib/session/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type TabItem, Tabs } from '../../../ui/tabs.tsx';
import { useMallCentre } from '../api/mall.ts';
import { CartButton } from './cart-button.tsx';
import { CouponsPanel } from './coupons-panel.tsx';
import { GoodsGrid } from './goods-card.tsx';
import styles from './mall.module.css';
import { OrdersPanel } from './orders-panel.tsx';

type Tab = 'shop' | 'coupons' | 'orders';

function Shop() {
  const { t } = useT('mall');
  const centre = useMallCentre();
  if (centre.isError) return <LoadError onRetry={() => void centre.refetch()} />;
  if (!centre.data) return <Skeleton height="3rem" lines={2} />;
  if (centre.data.types.length === 0) return <Empty title={t('mall.noGoods')} />;
  return (
    <>
      {centre.data.types.map((type) => (
        <section key={type.id} className={styles.stack} aria-label={type.name}>
          <div className={styles.shelfHead}>
            <h2 className={styles.shelfTitle}>{type.name}</h2>
            <Link className={styles.more} to={`/mall/${type.id}`}>
              {t('mall.seeAll')}
            </Link>
          </div>
          <GoodsGrid goods={type.goods} />
        </section>
      ))}
    </>
  );
}

/** /mall: the mall centre — the shelves, the coupon centre and the player's orders. */
export default function MallCentrePage() {
  const { t } = useT('mall');
  const token = useToken();
  const location = useLocation();
  const [tab, setTab] = useState<Tab>(() => {
    const wanted = new URLSearchParams(location.search).get('tab');
    return wanted === 'coupons' || wanted === 'orders' ? wanted : 'shop';
  });
  const items: TabItem<Tab>[] = [
    { value: 'shop', label: t('mall.shop') },
    { value: 'coupons', label: t('mall.coupons') },
    { value: 'orders', label: t('mall.orders') },
  ];
  return (
    <>
      <PageHeader title={t('routes.mall-center')} actions={<CartButton />} />
      <Page>
        <div className={styles.stack}>
          <Tabs<Tab> items={items} value={tab} onChange={setTab} label={t('routes.mall-center')} />
          {tab === 'shop' ? (
            <Shop />
          ) : !token ? (
            <Empty
              title={t('mall.loginToSee')}
              action={
                <ButtonLink to={`/login?r=${encodeURIComponent(`/mall?tab=${tab}`)}`}>
                  {t('mall.login')}
                </ButtonLink>
              }
            />
          ) : tab === 'coupons' ? (
            <CouponsPanel />
          ) : (
            <OrdersPanel />
          )}
        </div>
      </Page>
    </>
  );
}
