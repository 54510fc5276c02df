import type { ResponsibleGamingSettings } from '@sika/contract';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
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
    return (
      <Empty
        tone="error"
        icon={<AlertIcon />}
        title={t('state.loadErrorTitle')}
        text={t('state.loadErrorText')}
        action={<Button onClick={() => void settings.refetch()}>{t('state.retry')}</Button>}
      />
    );
  }
  return children(settings.data);
}
