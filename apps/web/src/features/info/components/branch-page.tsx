import { useT } from '../../../i18n/index.ts';
import { Navigate, useParams } from '../../../lib/router/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { branchTarget } from '../branch-target.ts';

/** /pages/branch/{type}: forwards to the page of that type (see branch-target.ts), replacing itself. */
export default function BranchPage() {
  const { t } = useT('info');
  const target = branchTarget(useParams().type);
  if (target) return <Navigate to={target} replace />;
  return (
    <>
      <PageHeader title={t('routes.pages-branch')} />
      <Page>
        <Empty
          icon={<AlertIcon />}
          title={t('info.notFoundTitle')}
          text={t('info.notFoundText')}
          action={<ButtonLink to="/home">{t('info.backHome')}</ButtonLink>}
        />
      </Page>
    </>
  );
}
