/** Rendering the matched routes: `useRoutes`/`<Routes>`/`<Route>` nest each match's element around the next. */
import {
  Children,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useLocation, useNavigate } from './hooks.ts';
import { matchRoutes } from './match-routes.ts';
import { createPath, type To } from './path.ts';
import { RouteContext } from './router-context.tsx';

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
}

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
