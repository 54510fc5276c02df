import { describe, expect, it } from 'vitest';
import { interpolate, lookup } from './translate.ts';

const section = {
  onlineTotal_one: '{{count}} playing now',
  onlineTotal_other: '{{count}} playing',
  nested: { sold_zero: 'None sold', sold_one: '{{count}} sold', sold_other: '{{count}} sold (many)' },
  plain: 'Hello {{ name }}, {{name}}!',
};

describe('the translation lookup', () => {
  it('walks nested keys and fills {{placeholders}}, leaving unknown ones as written', () => {
    expect(interpolate(lookup(section, 'plain', 'en', undefined) ?? '', { name: 'Ama' })).toBe(
      'Hello Ama, Ama!',
    );
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(lookup(section, 'nested.missing', 'en', undefined)).toBeUndefined();
    expect(lookup(section, 'nested', 'en', undefined)).toBeUndefined();
  });

  it('picks the plural by count and the language’s rules, _zero first when present', () => {
    expect(lookup(section, 'onlineTotal', 'en', 1)).toBe('{{count}} playing now');
    expect(lookup(section, 'onlineTotal', 'en', 0)).toBe('{{count}} playing');
    expect(lookup(section, 'nested.sold', 'en', 0)).toBe('None sold');
    expect(lookup(section, 'nested.sold', 'fr', 0)).toBe('None sold');
    // French and Brazilian Portuguese say "one" for 0 and 1 (i18next used the same Intl.PluralRules).
    expect(lookup(section, 'onlineTotal', 'fr', 0)).toBe('{{count}} playing now');
    expect(lookup(section, 'onlineTotal', 'pt', 1)).toBe('{{count}} playing now');
    expect(lookup(section, 'onlineTotal', 'fr', 2)).toBe('{{count}} playing');
    expect(lookup(section, 'plain', 'en', 3)).toBe('Hello {{ name }}, {{name}}!');
  });
});
