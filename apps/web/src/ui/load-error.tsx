import { useT } from '../i18n/index.ts';
import { Button } from './button.tsx';
import { Empty } from './empty.tsx';
import { AlertIcon } from './icons/core.tsx';

/** What a screen shows when its data did not load: the same title and retry everywhere, its own text if any. */
export function LoadError({ text, onRetry }: { text?: string | undefined; onRetry: () => void }) {
  const { t } = useT();
  return (
    <Empty
      tone="error"
      icon={<AlertIcon />}
      title={t('state.loadErrorTitle')}
      text={text ?? t('state.loadErrorText')}
      action={<Button onClick={onRetry}>{t('state.retry')}</Button>}
    />
  );
}
