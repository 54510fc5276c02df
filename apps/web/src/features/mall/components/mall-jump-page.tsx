import { useEffect } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useNavigate, useParams } from '../../../lib/router/index.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMallCentre } from '../api/mall.ts';

/** /mall/jump/{id}: where a good leads (its jump link, else its detail page). */
export default function MallJumpPage() {
  const { t } = useT();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const centre = useMallCentre();
  const goods = centre.data?.types.flatMap((type) => type.goods).find((g) => g.id === id);
  useEffect(() => {
    if (!centre.data) return;
    navigate(goods?.jumpUrl ?? `/mall/detail/${id}`, { replace: true });
  }, [centre.data, goods, id, navigate]);
  return (
    <>
      <PageHeader title={t('routes.mall-jump')} />
      <Page>
        {centre.isError ? <LoadError onRetry={() => void centre.refetch()} /> : <Skeleton height="3rem" />}
      </Page>
    </>
  );
}
