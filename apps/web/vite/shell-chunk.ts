import type { Plugin } from 'vite';

/**
 * The app's own modules that the entry imports statically — the shell every page runs before its first
 * screen — gathered into one chunk (issue 21). Left to the bundler they were a dozen small chunks (storage,
 * router, api, i18n, icons…), each shared with lazy pages: a dozen requests before any screen, which on a
 * phone's network cost a round trip each more than their bytes do. Nothing is loaded earlier than before:
 * every module here ran at start anyway.
 */
export function shellChunk(): Plugin & { has(id: string): boolean } {
  const closure = new Set<string>();
  /** index.html and the script it names (src/main.tsx). */
  const entries = new Set<string>();
  return {
    name: 'sika-shell-chunk',
    apply: 'build',
    // The entry module stays in the entry chunk, which index.html loads: the shell chunk is its import.
    has: (id) => !entries.has(id) && closure.has(id),
    buildEnd() {
      closure.clear();
      entries.clear();
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      if (entry) entries.add(entry);
      if (entry?.endsWith('.html'))
        for (const id of this.getModuleInfo(entry)?.importedIds ?? []) entries.add(id);
      const pending = entry ? [entry] : [];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (closure.has(id)) continue;
        closure.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
