import * as contract from '@sika/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketOf } from '../../../lib/app-info.ts';
import { ghanaAppInfo } from '../../../testing/fixtures.ts';
import { renderScreen } from '../../../testing/render.tsx';
import { record, server } from '../../../testing/server.ts';
import type { VipBenefit } from '../api/vip.ts';
import { BenefitTile, useBenefitTap } from './benefit-tile.tsx';

const market = marketOf(ghanaAppInfo);
const codes: VipBenefit = {
  id: 509,
  levelId: 5,
  type: 8,
  name: 'Weekly raffle codes',
  description: 'Free codes for this week’s Lucky refund draw.',
  enable: true,
  statu: 0,
  state: 3,
  asset: 'tickets',
  period: 'week',
  cashbackAmount: 0,
  link: null,
};

function Tile({ benefit }: { benefit: VipBenefit }) {
  const { tap } = useBenefitTap(market);
  return <BenefitTile benefit={benefit} market={market} onTap={(b) => void tap(b)} />;
}

describe('the raffle codes benefit (type 8)', () => {
  it('says how many codes it gives, and after the claim shows them and leads to the lucky refund page', async () => {
    const claim = record(contract.claimVipBenefit, () => ({
      benefitId: 509,
      amount: 3,
      asset: 'tickets' as const,
      period: '2026-11-23',
      drawId: 'lucky-refund-202611282000',
      codes: ['012345', '678901', '234567'],
    }));
    server.use(claim.handler);
    const { user } = renderScreen(<Tile benefit={codes} />, { path: '/subscriber/memberCenter' });

    const tile = screen.getByTestId('vip-benefit-509');
    expect(tile.textContent).toContain('3 raffle codes');
    await user.click(tile);

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Your 3 raffle codes for this week’s Lucky refund draw');
    expect(dialog.textContent).toContain('012345 · 678901 · 234567');
    expect(claim.calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'See my codes' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/activities/lucky-refund/index'),
    );
  });

  it('says "1 raffle code" for one', () => {
    renderScreen(<Tile benefit={{ ...codes, state: 1 }} />, { path: '/subscriber/memberCenter' });
    expect(screen.getByTestId('vip-benefit-509').textContent).toContain('1 raffle code');
    expect(screen.getByTestId('vip-benefit-509').textContent).not.toContain('1 raffle codes');
  });
});
