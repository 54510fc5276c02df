import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/locales');
const LANGUAGES = ['en', 'fr', 'pt'] as const;
const INDEX_ID = 'virtual:sika-locales';
const SECTION_PREFIX = 'virtual:sika-locale/';

function readLocale(language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, `${language}.json`), 'utf8'));
}

/**
 * Splits the locale files at build time: each language stays one JSON in the source (the file every
 * feature adds its keys to), and the build makes one chunk per language and top-level section
 * (`virtual:sika-locale/locale-fr-deposit`), so a page downloads only the sections it renders (decision 007).
 * `virtual:sika-locales` exports the loaders: `loaders[language][section]()`.
 */
export function localeSections(): Plugin {
  return {
    name: 'sika-locale-sections',
    enforce: 'pre',
    resolveId(id) {
      if (id === INDEX_ID) return `\0${INDEX_ID}`;
      if (id.startsWith(SECTION_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        for (const language of LANGUAGES) this.addWatchFile(path.join(LOCALES_DIR, `${language}.json`));
        const sections = Object.keys(readLocale('en'));
        const perLanguage = LANGUAGES.map((language) => {
          const entries = sections.map(
            (section) =>
              `${JSON.stringify(section)}: () => import(${JSON.stringify(`${SECTION_PREFIX}locale-${language}-${section}`)})`,
          );
          return `${language}: {${entries.join(',')}}`;
        });
        return `export const loaders = {${perLanguage.join(',')}};`;
      }
      if (id.startsWith(`\0${SECTION_PREFIX}`)) {
        const [, language, section] = /^locale-(\w+?)-(.+)$/.exec(id.slice(SECTION_PREFIX.length + 1)) ?? [];
        if (!language || !section) return this.error(`bad locale section id ${id}`);
        this.addWatchFile(path.join(LOCALES_DIR, `${language}.json`));
        const tree = readLocale(language)[section];
        if (tree === undefined) this.error(`${language}.json has no section ${section}`);
        // JSON.parse of a string literal parses faster than the same object as JavaScript.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(tree))});`;
      }
      return null;
    },
  };
}
