/** Paths as the router holds them (`{ pathname, search, hash }`) and as a URL writes them. */

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}
export interface Location extends Path {
  state: unknown;
  key: string;
}
export type To = string | Partial<Path>;

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return `${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}${
    hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : ''
  }`;
}

export function parsePath(path: string): Partial<Path> {
  const out: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    out.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    out.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) out.pathname = rest;
  return out;
}

/** `to` against the current path, as a link's `href` resolves (all the app's links are absolute). */
export function resolve(to: To, from: string): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  let pathname = from;
  if (target.pathname !== undefined && target.pathname !== '') {
    pathname = target.pathname.startsWith('/')
      ? target.pathname
      : new URL(target.pathname, `http://x${from.endsWith('/') ? from : `${from}/`}`).pathname;
  }
  const { search = '', hash = '' } = target;
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}
