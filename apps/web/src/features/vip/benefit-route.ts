import { claimableBenefitTypes } from '@sika/contract';

/**
 * What tapping a benefit does (spec activities §4): types 0, 7, 8, 9 are claimed; 1 opens the cash back
 * page; 2 and 3 go home; 4 goes to support; 5 opens the VIP manager's link; 6 the diamond exchange; 10 and
 * 11 the mall's types 3 and 4.
 */
export type BenefitAction = { kind: 'claim' } | { kind: 'go'; to: string } | { kind: 'link'; url: string };

export function benefitAction(benefit: { type: number; link: string | null }): BenefitAction {
  if ((claimableBenefitTypes as readonly number[]).includes(benefit.type)) return { kind: 'claim' };
  switch (benefit.type) {
    case 1:
      return { kind: 'go', to: '/subscriber/cashBack' };
    case 4:
      return { kind: 'go', to: '/supports' };
    case 5:
      return benefit.link?.startsWith('https://')
        ? { kind: 'link', url: benefit.link }
        : { kind: 'go', to: benefit.link || '/supports' };
    case 6:
      return { kind: 'go', to: '/diamond/exchange' };
    case 10:
      return { kind: 'go', to: '/mall/3' };
    case 11:
      return { kind: 'go', to: '/mall/4' };
    default:
      return { kind: 'go', to: '/home' };
  }
}
