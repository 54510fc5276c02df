import type { ResponsibleGamingSettings } from '@sika/contract';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import settingsList from '../../../ui/settings-list.module.css';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useResponsibleGaming } from '../api/get-responsible-gaming.ts';

/** The responsible-gaming settings once loaded; a skeleton while they load, a retry when they failed. */
export function SettingsState({ children }: { children(settings: ResponsibleGamingSettings): ReactNode }) {
  const { t } = useT();
  const settings = useResponsibleGaming();
  if (settings.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')} className={settingsList.stack}>
        <Skeleton height="1.2rem" lines={5} />
      </div>
    );
  }
  if (settings.isError) {
    return <LoadError onRetry={() => void settings.refetch()} />;
  }
  return children(settings.data);
}
