import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_SECTIONS } from '../src/i18n/first-screen.ts';

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/locales');
const LANGUAGES = ['en', 'fr', 'pt'] as const;
const INDEX_ID = 'virtual:sika-locales';
const SECTION_PREFIX = 'virtual:sika-locale/';
/** The chunk that holds, per language, every section of the first screen (`locale-en-first`). */
export const FIRST_SCREEN_GROUP = 'first';

function readLocale(language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, `${language}.json`), 'utf8'));
}

/**
 * Splits the locale files at build time: each language stays one JSON in the source (the file every
 * feature adds its keys to), and the build makes one chunk per language and top-level section
 * (`virtual:sika-locale/locale-fr-deposit`), so a page downloads only the sections it renders (decision 007).
 * The sections the first screen renders (the shell's and /home's, i18n/first-screen.ts) go together into one
 * chunk per language (`locale-en-first`): one request instead of a dozen before the first paint, which
 * index.html's boot script starts with the app's own code (vite/first-screen.ts).
 * `virtual:sika-locales` exports the loaders: `loaders[language][section]()`, each resolving to a module
 * whose `default` maps section names to their trees (one section, or the first screen's group).
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
        const grouped = new Set<string>(FIRST_SCREEN_SECTIONS);
        const perLanguage = LANGUAGES.map((language) => {
          const entries = sections.map((section) =>
            grouped.has(section)
              ? `${JSON.stringify(section)}: ${language}First`
              : `${JSON.stringify(section)}: () => import(${JSON.stringify(`${SECTION_PREFIX}locale-${language}-${section}`)})`,
          );
          return `${language}: {${entries.join(',')}}`;
        });
        const firsts = LANGUAGES.map(
          (language) =>
            `const ${language}First = () => import(${JSON.stringify(`${SECTION_PREFIX}locale-${language}-${FIRST_SCREEN_GROUP}`)});`,
        );
        return `${firsts.join('\n')}\nexport const loaders = {${perLanguage.join(',')}};`;
      }
      if (id.startsWith(`\0${SECTION_PREFIX}`)) {
        const [, language, section] = /^locale-(\w+?)-(.+)$/.exec(id.slice(SECTION_PREFIX.length + 1)) ?? [];
        if (!language || !section) return this.error(`bad locale section id ${id}`);
        this.addWatchFile(path.join(LOCALES_DIR, `${language}.json`));
        const locale = readLocale(language);
        const names = section === FIRST_SCREEN_GROUP ? FIRST_SCREEN_SECTIONS : [section];
        const trees: Record<string, unknown> = {};
        for (const name of names) {
          if (locale[name] === undefined) this.error(`${language}.json has no section ${name}`);
          trees[name] = locale[name];
        }
        // JSON.parse of a string literal parses faster than the same object as JavaScript.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(trees))});`;
      }
      return null;
    },
  };
}
