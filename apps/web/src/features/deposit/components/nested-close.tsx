import { useT } from '../../../i18n/index.ts';
import { Button } from '../../../ui/button.tsx';
import { useBack } from '../../../ui/page.tsx';

/** Closes a nested deposit: back to the page that opened it (home when it was opened directly). */
export function CloseNestedButton({ label }: { label?: string }) {
  const { t } = useT('deposit');
  const back = useBack();
  return (
    <Button block onClick={back}>
      {label ?? t('deposit.result.close')}
    </Button>
  );
}
