import { describe, expect, it } from 'vitest';
import { rootFontSizePx } from './root-font.ts';

describe('the root font size', () => {
  it('is a tenth of the viewport width, capped at the 540px app width', () => {
    expect(rootFontSizePx(360)).toBe(36);
    expect(rootFontSizePx(412)).toBe(41.2);
    expect(rootFontSizePx(540)).toBe(54);
    expect(rootFontSizePx(1280)).toBe(54);
  });
});
