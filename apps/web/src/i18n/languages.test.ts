import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';

describe('the language picked at start', () => {
  it('prefers ?lang=, then the stored choice, then the phone, then English', () => {
    expect(pickLanguage('pt', 'fr', ['en-GH'])).toBe('pt');
    expect(pickLanguage(null, 'fr', ['pt-BR'])).toBe('fr');
    expect(pickLanguage(null, null, ['pt-BR', 'en'])).toBe('pt');
    expect(pickLanguage(null, null, ['fr-CM'])).toBe('fr');
    expect(pickLanguage('xx', 'yy', ['tw-GH', 'ak'])).toBe('en');
  });
});
