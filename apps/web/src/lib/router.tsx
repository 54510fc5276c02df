/**
 * The app's router (issue 21): the part of react-router's declarative API the app uses — `<BrowserRouter>`,
 * `<MemoryRouter>` (tests), `useRoutes`/`<Routes>`/`<Route>`, `<Outlet>`, `<Navigate>`, `<Link>`, `<NavLink>`,
 * `useNavigate`, `useLocation`, `useParams`, `useSearchParams`, `useNavigationType`, `matchRoutes` — with
 * react-router's semantics for them: routes ranked by specificity (a static segment beats a parameter,
 * `:name?` is optional), case-insensitive matching, `history.state` as `{ usr, key, idx }`, the first entry
 * a POP with key `default`, a link to where the player already is replaces instead of pushing. react-router 7
 * cost about 13.6 KB gzip before the first paint (its links and routes carry the framework mode's data,
 * prefetch and hydration code); this is about 2 KB.
 */
import {
  type AnchorHTMLAttributes,
  Children,
  type CSSProperties,
  createContext,
  forwardRef,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

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
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
}
export type Params = Record<string, string | undefined>;
export interface RouteMatch<R> {
  route: R;
  params: Params;
  pathname: string;
}

// ---- history ---------------------------------------------------------------------------------------------

interface History {
  location: Location;
  action: NavigationType;
  push(path: Path, state: unknown): void;
  replace(path: Path, state: unknown): void;
  go(delta: number): void;
  listen(listener: () => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

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
function resolve(to: To, from: string): Path {
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

function browserHistory(): History {
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

function memoryHistory(initialEntries: readonly (string | Partial<Location>)[]): History {
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

// ---- router context --------------------------------------------------------------------------------------

interface RouterState {
  location: Location;
  action: NavigationType;
  history: History;
}
const RouterContext = createContext<RouterState | null>(null);
interface RouteState {
  params: Params;
  outlet: ReactNode;
}
const RouteContext = createContext<RouteState>({ params: {}, outlet: null });

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [state, setState] = useState(() => ({ location: history.location, action: history.action }));
  const first = useRef(state.location);
  useEffect(() => {
    const update = () => setState({ location: history.location, action: history.action });
    const stop = history.listen(update);
    // A navigation between the first render and this effect is not lost.
    if (history.location !== first.current) update();
    return stop;
  }, [history]);
  const value = useMemo(() => ({ ...state, history }), [state, history]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const history = useRef<History | null>(null);
  history.current ??= browserHistory();
  return <Router history={history.current}>{children}</Router>;
}

export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: readonly (string | Partial<Location>)[];
  children?: ReactNode;
}) {
  const history = useRef<History | null>(null);
  history.current ??= memoryHistory(initialEntries);
  return <Router history={history.current}>{children}</Router>;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a router hook was used outside <BrowserRouter> or <MemoryRouter>');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().action;
}

export function useParams<P extends Params = Params>(): P {
  return useContext(RouteContext).params as P;
}

export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter();
  const current = useRef(location);
  current.current = location;
  return useCallback(
    ((to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = resolve(to, current.current.pathname);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    }) as NavigateFunction,
    [history],
  );
}

type SearchInit = string | URLSearchParams | Record<string, string> | [string, string][];
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(value as string)}`, options);
    },
    [navigate, params],
  );
  return [params, set];
}

// ---- matching --------------------------------------------------------------------------------------------

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

// ---- rendering -------------------------------------------------------------------------------------------

export function useRoutes(routes: readonly RouteObject[]): ReactElement | null {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  return matches.reduceRight<ReactElement | null>(
    (outlet, match) => (
      // biome-ignore lint/correctness/useJsxKeyInIterable: one element per level, nested, not a list
      <RouteContext.Provider value={{ params: match.params, outlet }}>
        {match.route.element === undefined ? outlet : match.route.element}
      </RouteContext.Provider>
    ),
    null,
  );
}

export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

/** Declares a route inside `<Routes>` (its props are read, it never renders itself). */
export function Route(_props: RouteObject & { children?: ReactNode }): ReactElement | null {
  return null;
}

function routesFrom(children: ReactNode): RouteObject[] {
  const out: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteObject & { children?: ReactNode }>(child)) return;
    const { path, index, element, children: nested } = child.props;
    out.push({ path, index, element, children: nested ? routesFrom(nested) : undefined });
  });
  return out;
}

export function Routes({ children }: { children?: ReactNode }) {
  return useRoutes(routesFrom(children));
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath(to);
  const latestState = useRef(state);
  latestState.current = state;
  useEffect(() => {
    navigate(target, { replace, state: latestState.current });
  }, [navigate, target, replace]);
  return null;
}

// ---- links -----------------------------------------------------------------------------------------------

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

function useLinkClick(to: To, replace: boolean | undefined, state: unknown, target: string | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    const path = resolve(to, location.pathname);
    // A link to where the player already is replaces the entry rather than stacking a copy.
    const same = createPath(path) === createPath(location);
    navigate(path, { replace: replace ?? same, state });
  };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const location = useLocation();
  const click = useLinkClick(to, replace, state, target);
  return (
    <a
      {...rest}
      ref={ref}
      target={target}
      href={createPath(resolve(to, location.pathname))}
      onClick={(event) => {
        onClick?.(event);
        click(event);
      }}
    />
  );
});

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  style?: CSSProperties | ((state: { isActive: boolean }) => CSSProperties | undefined);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
  end?: boolean;
}

/** A link that knows whether it leads to the current page (or one under it, unless `end`). */
export function NavLink({ to, className, style, children, end, ...rest }: NavLinkProps) {
  const location = useLocation();
  const target = resolve(to, location.pathname)
    .pathname.toLowerCase()
    .replace(/(.)\/$/, '$1');
  const current = location.pathname.toLowerCase();
  const isActive = current === target || (!end && target !== '/' && current.startsWith(`${target}/`));
  const state = { isActive };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
