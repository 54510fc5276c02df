import { useT } from '../../../i18n/index.ts';
import { SpinScreen } from './spin-screen.tsx';

const DIAMOND_WHEEL = { kind: 'diamond', id: 0 } as const;

/** /diamond/spin (spec activities §2): the diamond wheel. */
export default function DiamondSpinPage() {
  const { t } = useT();
  return <SpinScreen wheel={DIAMOND_WHEEL} title={t('routes.diamond-spin')} />;
}
