import { useT } from '../i18n/index.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Empty } from '../ui/empty.tsx';
import { ClockIcon } from '../ui/icons/core.tsx';
import { Page, PageHeader } from '../ui/page.tsx';
import { useCurrentRoute } from './current-route.ts';

/** A route whose feature is not built yet: its title and a plain note. No fake data. */
export default function ComingSoonPage() {
  const { t } = useT('comingSoon');
  const route = useCurrentRoute();
  return (
    <>
      <PageHeader title={route ? t(`routes.${route.name}`) : t('comingSoon.title')} back={!route?.tab} />
      <Page>
        <Empty
          icon={<ClockIcon />}
          title={t('comingSoon.title')}
          text={t('comingSoon.text')}
          action={
            route?.name !== 'home' && (
              <ButtonLink to="/home" variant="secondary" replace>
                {t('comingSoon.home')}
              </ButtonLink>
            )
          }
        />
      </Page>
    </>
  );
}
