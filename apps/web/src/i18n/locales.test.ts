import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { errorCatalogue } from '@sika/contract';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../app/routes.ts';
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import type { MessageKey } from './messages.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const locales = { en: flatten(en), fr: flatten(fr), pt: flatten(pt) };
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it.each(['fr', 'pt'] as const)(
    '%s has exactly the keys of English, none empty, same placeholders',
    (language) => {
      const other = locales[language];
      expect([...other.keys()].sort()).toEqual([...locales.en.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(locales.en.get(key) ?? ''));
      }
    },
  );

  it.each(['fr', 'pt'] as const)('%s is really translated, not English copied', (language) => {
    // Brand names, "OK", "VIP {{level}}" and a few international words may stay as they are.
    const same = [...locales[language]]
      .filter(([key, text]) => locales.en.get(key) === text)
      .map(([key]) => key);
    expect(same.length / locales.en.size).toBeLessThan(0.06);
  });

  it('names every route of the table (page titles)', () => {
    for (const route of routeTable) expect(locales.en.has(`routes.${route.name}`), route.name).toBe(true);
  });

  it('words every account and wire error of the catalogue (others fall back to the server message)', () => {
    const accountCodes = Object.values(errorCatalogue)
      .map((entry) => entry.code)
      .filter((code) => code < 2000);
    for (const code of accountCodes) expect(locales.en.has(`errors.${code}`), String(code)).toBe(true);
    expect(locales.en.has('errors.-98')).toBe(true);
    expect(locales.en.has('errors.-99')).toBe(true);
  });

  it('keeps the spec wording for the login-required prompt and the mobile error', () => {
    expect(locales.en.get('guard.message')).toBe('You have not logged in yet, please login !');
    expect(locales.en.get('validation.mobile')).toBe('Incorrect format of mobile');
    expect(locales.fr.get('validation.mobile')).toBe('Format du numéro de téléphone incorrect');
  });
});

describe('the typed t() and the per-section chunks', () => {
  it('refuses a key English lacks at the typecheck', () => {
    const check = (key: MessageKey) => key;
    // @ts-expect-error a missing key does not typecheck
    check('home.noSuchKey');
    expect(check('home.onlineTotal')).toBe('home.onlineTotal');
  });

  it('names in each useT() the sections its file uses, and the routes’ lists are up to date', () => {
    // The codemod writes them (and the generated route lists); --check fails when a file would change.
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.resolve(import.meta.dirname, '../../../../scripts/i18n-codemod.ts'),
        '--check',
      ],
      { encoding: 'utf8' },
    );
    expect(run.stdout + run.stderr).toContain('0 file(s) to change');
    expect(run.status).toBe(0);
  });
});
