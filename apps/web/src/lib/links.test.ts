import { describe, expect, it } from 'vitest';
import { linkTarget } from './links.ts';

describe('operator links', () => {
  it('follows in-app paths with the router', () => {
    expect(linkTarget('/home?cashRain=1')).toEqual({ kind: 'app', path: '/home?cashRain=1' });
  });

  it('opens https addresses outside the app', () => {
    expect(linkTarget('https://wa.me/233244000000')).toEqual({
      kind: 'web',
      href: 'https://wa.me/233244000000',
    });
  });

  it('goes nowhere for empty, protocol-relative, script or plain-http links', () => {
    for (const url of [
      null,
      undefined,
      '',
      '//evil.example',
      'javascript:alert(1)',
      'http://x.example',
      'x',
    ]) {
      expect(linkTarget(url), String(url)).toBeNull();
    }
  });
});
