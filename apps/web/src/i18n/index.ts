import { loaders } from 'virtual:sika-locales';
import { useSyncExternalStore } from 'react';
import { readStored, storageKeys, writeStored } from '../lib/storage.ts';
import { AFTER_FIRST_SCREEN, FIRST_SCREEN_SECTIONS } from './first-screen.ts';
import { type Language, pickLanguage } from './languages.ts';
import type { MessageKey, RouteName, Section, TFunction, TOptions } from './messages.ts';
import { ROUTE_SECTIONS, SHELL_SECTIONS } from './sections.generated.ts';
import { interpolate, lookup, type Tree } from './translate.ts';

export type { MessageKey, Section, TFunction, TOptions } from './messages.ts';
export { ROUTE_SECTIONS, SHELL_SECTIONS };

/**
 * The app's own translations (decision 007): a typed `t()` over the locale files, which the build splits
 * into one chunk per language and top-level section (vite/locale-sections.ts). Only the active language's
 * sections a screen renders are downloaded; `useT('deposit')` suspends the component until they are there,
 * so a page never shows a raw key.
 */

const bundles: Record<Language, Partial<Record<Section, Tree>>> = { en: {}, fr: {}, pt: {} };
const pending = new Map<string, Promise<void>>();
let language: Language = 'en';
/** Bumped when the language changes or a section a render missed arrives: what `useT` re-renders on. */
let version = 0;
const listeners = new Set<() => void>();

function notify() {
  version++;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const getVersion = () => version;

function sectionOf(key: string): [Section, string] {
  const dot = key.indexOf('.');
  return [key.slice(0, dot) as Section, key.slice(dot + 1)];
}

function loadSection(lang: Language, section: Section): Promise<void> {
  if (bundles[lang][section]) return Promise.resolve();
  const id = `${lang}:${section}`;
  let promise = pending.get(id);
  if (!promise) {
    const load = loaders[lang]?.[section];
    if (!load) return Promise.resolve();
    promise = load().then(
      (module) => {
        // A chunk holds one section, or the first screen's group of them (vite/locale-sections.ts).
        for (const [name, tree] of Object.entries(module.default)) {
          bundles[lang][name as Section] ??= tree as Tree;
          pending.delete(`${lang}:${name}`);
        }
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, promise);
  }
  return promise;
}

/** Downloads these sections of a language (the current one by default); resolved once all are there. */
export function loadSections(sections: readonly Section[], lang: Language = language): Promise<void> {
  return Promise.all(sections.map((section) => loadSection(lang, section))).then(() => undefined);
}

/**
 * Loads what a route's page renders beyond the shell (generated from the sources: sections.generated.ts).
 * Any page but home also waits for the shell's sections the first screen leaves for later (first-screen.ts).
 */
export function loadRouteSections(name: RouteName): Promise<void> {
  const sections = ROUTE_SECTIONS[name] ?? [];
  return loadSections(name === 'home' ? sections : [...sections, ...AFTER_FIRST_SCREEN]);
}

/** The shell's sections the first screen does not show, asked for once it is up. */
export function loadAfterFirstScreen(): Promise<void> {
  return loadSections(AFTER_FIRST_SCREEN);
}

/** Installs a whole language at once (the tests, which render every screen in English). */
export function installMessages(lang: Language, messages: Partial<Record<Section, unknown>>): void {
  Object.assign(bundles[lang], messages);
  language = lang;
  notify();
}

/** The language the app shows. */
export function currentLanguage(): Language {
  return language;
}

/**
 * The text of a key in the current language. A key of a section not downloaded yet (a component that did
 * not name it in `useT`) shows its default value or the key, starts the download and re-renders the
 * screen when it arrives: a slip the section check in locales.test.ts is there to catch.
 */
export const t: TFunction = (key: string, options?: TOptions): string => {
  const [section, path] = sectionOf(key);
  const bundle = bundles[language][section];
  if (!bundle) {
    if (loaders[language]?.[section]) void loadSection(language, section).then(notify, () => undefined);
    return options?.defaultValue ?? key;
  }
  const count = typeof options?.count === 'number' ? options.count : undefined;
  const text = lookup(bundle, path, language, count);
  if (text === undefined) return options?.defaultValue ?? key;
  return interpolate(text, options);
};

const waits = new Map<string, Promise<void>>();
function waitFor(lang: Language, missing: Section[]): Promise<void> {
  const id = `${lang}:${missing.join(',')}`;
  let promise = waits.get(id);
  if (!promise) {
    promise = loadSections(missing, lang).finally(() => waits.delete(id));
    waits.set(id, promise);
  }
  return promise;
}

/**
 * `t` for a component, which re-renders when the language changes. The sections the component's keys
 * come from are named here: the component suspends (the nearest Suspense shows) until they are loaded.
 */
export function useT(...sections: Section[]): { t: TFunction; language: Language } {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const lang = language;
  const missing = sections.filter((section) => !bundles[lang][section]);
  // Thrown rather than passed to `use()`: React replays a component suspended by `use()` from the hook
  // where it stopped, which broke on first mounts here (React error 467); a thrown promise unwinds to the
  // Suspense boundary and renders the component afresh once the sections are there.
  if (missing.length > 0) throw waitFor(lang, missing);
  return { t, language: lang };
}

function reflect(lang: Language) {
  document.documentElement.lang = lang;
}

/**
 * Picks the language (`?lang=`, stored, the phone's) and loads the first screen's sections (the shell's but
 * those it leaves for later, and home's: one chunk, which index.html's boot script has already asked for)
 * and `extra` in it.
 */
export async function initI18n(search: string, extra: readonly Section[] = []): Promise<Language> {
  const picked = pickLanguage(
    new URLSearchParams(search).get('lang'),
    readStored(storageKeys.language),
    navigator.languages ?? [navigator.language],
  );
  language = picked;
  await loadSections([...FIRST_SCREEN_SECTIONS, ...extra], picked);
  reflect(picked);
  notify();
  return picked;
}

/** Switches and remembers the player's language: every section shown so far is loaded in it first. */
export async function changeLanguage(next: Language): Promise<void> {
  const shown = Object.keys(bundles[language]) as Section[];
  await loadSections(shown, next);
  language = next;
  writeStored(storageKeys.language, next);
  reflect(next);
  notify();
}

/** A failure's text: ours for a known code (translated), else the server's `msg`. */
export function describeError(code: number, msg: string): string {
  const key = knownKey(`errors.${code}`);
  if (key) return t(key);
  return msg || t('errors.unknown');
}

/**
 * The key of a code the server sends (an error code, a failure reason) when English words it, else null:
 * the one place a key is made from data, checked against the loaded messages instead of the type.
 */
export function knownKey(key: string): MessageKey | null {
  const [section, path] = sectionOf(key);
  const bundle = bundles[language][section];
  return lookup(bundle, path, language, undefined) !== undefined ? (key as MessageKey) : null;
}
