import { describe, expect, it } from 'vitest';
import { branchTarget } from './branch-target.ts';

describe('/pages/branch/{type}', () => {
  it('sends h5 page types to their page', () => {
    expect(branchTarget('3002')).toBe('/pages/h5/3002');
    expect(branchTarget('3006')).toBe('/pages/h5/3006');
  });

  it('sends the licence option and named pages to theirs', () => {
    expect(branchTarget('4006')).toBe('/me/settings/license');
    expect(branchTarget('FAQ')).toBe('/me/faq');
    expect(branchTarget('contact-us')).toBe('/supports');
    expect(branchTarget('exclusion')).toBe('/me/settings/exclusion');
  });

  it('leads nowhere for anything else', () => {
    for (const type of [undefined, '', 'x', '12', '30021', '../home', '//evil']) {
      expect(branchTarget(type), String(type)).toBeNull();
    }
  });
});
