/**
 * Route matching with react-router's semantics (pure): routes ranked by specificity (a static segment beats a
 * parameter, `:name?` is optional), case-insensitive, parameters decoded.
 */
import { type Path, parsePath } from './path.ts';

export type Params = Record<string, string | undefined>;
export interface RouteMatch<R> {
  route: R;
  params: Params;
  pathname: string;
}

interface Branch<R> {
  path: string;
  score: number;
  order: number;
  routes: R[];
}

/** react-router's ranking: more segments, then static (10) over dynamic (3) over splat (−2), index +2. */
function score(path: string, index: boolean): number {
  const segments = path.split('/').filter(Boolean);
  let total = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') total -= 2;
    else if (segment.startsWith(':')) total += 3;
    else total += 10;
  }
  return total;
}

/** `/a/:b?` stands for `/a` and `/a/:b`. */
function explode(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  let paths = [''];
  for (const segment of segments) {
    if (segment.endsWith('?')) {
      const required = segment.slice(0, -1);
      paths = paths.flatMap((p) => [p, `${p}/${required}`]);
    } else paths = paths.map((p) => `${p}/${segment}`);
  }
  return paths.map((p) => p || '/');
}

function join(parent: string, child: string | undefined): string {
  if (child === undefined) return parent;
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

function flatten<R extends { path?: string; index?: boolean; children?: R[] }>(
  routes: readonly R[],
  parentPath = '/',
  parents: R[] = [],
  out: Branch<R>[] = [],
): Branch<R>[] {
  for (const route of routes) {
    const path = join(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, path, chain, out);
    // A pathless layout route only matches through its children.
    if (route.path === undefined && !route.index) continue;
    for (const variant of explode(path)) {
      out.push({
        path: variant,
        score: score(variant, route.index === true),
        order: out.length,
        routes: chain,
      });
    }
  }
  return out;
}

function matchPath(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] as string;
    if (segment === '*') {
      params['*'] = have.slice(i).map(decode).join('/');
      return params;
    }
    const value = have[i];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(value);
    else if (segment.toLowerCase() !== decode(value).toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The routes (outermost first) matching a location, as react-router's `matchRoutes`; null when none. */
export function matchRoutes<R extends { path?: string; index?: boolean; children?: R[] }>(
  routes: readonly R[],
  location: string | Partial<Path>,
): RouteMatch<R>[] | null {
  const pathname =
    typeof location === 'string' ? (parsePath(location).pathname ?? '/') : (location.pathname ?? '/');
  const branches = flatten(routes).sort((a, b) => b.score - a.score || a.order - b.order);
  for (const branch of branches) {
    const params = matchPath(branch.path, pathname);
    if (params) return branch.routes.map((route) => ({ route, params, pathname }));
  }
  return null;
}
