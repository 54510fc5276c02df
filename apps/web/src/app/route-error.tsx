import { Component, type ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { Button } from '../ui/button.tsx';
import { Empty } from '../ui/empty.tsx';
import { AlertIcon } from '../ui/icons/core.tsx';
import { Page } from '../ui/page.tsx';

/** A page that failed to load (usually its code, on a lost connection): say so and offer a retry. */
export function RouteError() {
  const { t } = useT();
  return (
    <Page>
      <Empty
        tone="error"
        icon={<AlertIcon />}
        title={t('state.pageErrorTitle')}
        text={t('state.pageErrorText')}
        action={<Button onClick={() => window.location.reload()}>{t('state.retry')}</Button>}
      />
    </Page>
  );
}

/** Catches a page's failure so the tab bar and the rest of the app stay usable. Keyed by path: resets. */
export class PageErrorBoundary extends Component<
  { children: ReactNode; onFailed?(): void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[page]', error);
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
