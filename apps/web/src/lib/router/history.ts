/**
 * The router's history: the browser's (`history.state` as react-router writes it, `{ usr, key, idx }`, the first
 * entry a POP with key `default`) or one held in memory for tests.
 */
import { createPath, type Location, type Path, parsePath } from './path.ts';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface History {
  location: Location;
  action: NavigationType;
  push(path: Path, state: unknown): void;
  replace(path: Path, state: unknown): void;
  go(delta: number): void;
  listen(listener: () => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function browserHistory(): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const state = window.history.state as { usr?: unknown; key?: string } | null;
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  const listeners = new Set<() => void>();
  let index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if ((window.history.state as { idx?: number } | null)?.idx === undefined) {
    window.history.replaceState({ ...window.history.state, idx: index }, '');
  }
  const history: History = {
    location: read(),
    action: 'POP',
    push(path, state) {
      index += 1;
      const key = newKey();
      window.history.pushState({ usr: state, key, idx: index }, '', createPath(path));
      history.location = { ...path, state: state ?? null, key };
      history.action = 'PUSH';
      for (const listener of listeners) listener();
    },
    replace(path, state) {
      const key = newKey();
      window.history.replaceState({ usr: state, key, idx: index }, '', createPath(path));
      history.location = { ...path, state: state ?? null, key };
      history.action = 'REPLACE';
      for (const listener of listeners) listener();
    },
    go(delta) {
      window.history.go(delta);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  window.addEventListener('popstate', () => {
    index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    history.location = read();
    history.action = 'POP';
    for (const listener of listeners) listener();
  });
  return history;
}

export function memoryHistory(initialEntries: readonly (string | Partial<Location>)[]): History {
  const entries: Location[] = (initialEntries.length > 0 ? initialEntries : ['/']).map((entry, i) => {
    const path = typeof entry === 'string' ? parsePath(entry) : entry;
    return {
      pathname: path.pathname ?? '/',
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: (path as Partial<Location>).state ?? null,
      key: i === 0 ? 'default' : newKey(),
    };
  });
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  const set = (location: Location, action: NavigationType) => {
    history.location = location;
    history.action = action;
    for (const listener of listeners) listener();
  };
  const history: History = {
    location: entries[index] as Location,
    action: 'POP',
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length, { ...path, state: state ?? null, key: newKey() });
      set(entries[index] as Location, 'PUSH');
    },
    replace(path, state) {
      entries[index] = { ...path, state: state ?? null, key: newKey() };
      set(entries[index] as Location, 'REPLACE');
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      set(entries[index] as Location, 'POP');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return history;
}
