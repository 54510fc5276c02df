import { describe, expect, it } from 'vitest';
import { pickTheme } from './theme.ts';

describe('the theme picked at start', () => {
  it('prefers ?theme=, then the stored choice, then sika', () => {
    expect(pickTheme('winslots', 'sika')).toBe('winslots');
    expect(pickTheme(null, 'winslots')).toBe('winslots');
    expect(pickTheme('neon', 'retro')).toBe('sika');
  });
});
