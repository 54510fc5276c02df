import { useMemo } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Navigate, useParams } from '../../../lib/router/index.ts';
import type { WheelRef } from '../api/spin.ts';
import { SpinScreen } from './spin-screen.tsx';

/** /games/coin-spin/{id} (spec activities §2; id 1 is used): the coin wheel, reached from WIN CASH. */
export default function CoinSpinPage() {
  const { t } = useT();
  const { id } = useParams();
  const wheelId = Number(id);
  const wheel = useMemo<WheelRef>(() => ({ kind: 'coin', id: wheelId }), [wheelId]);
  if (!Number.isSafeInteger(wheelId) || wheelId < 1) return <Navigate to="/home" replace />;
  return <SpinScreen key={wheelId} wheel={wheel} title={t('routes.games-coin-spin')} />;
}
