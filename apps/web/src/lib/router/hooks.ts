/** react-router's hooks, as the app uses them: where the player is, how they got there, and how to move on. */
import { useCallback, useContext, useMemo, useRef } from 'react';
import type { NavigationType } from './history.ts';
import type { Params } from './match-routes.ts';
import { type Location, resolve, type To } from './path.ts';
import { RouteContext, useRouter } from './router-context.tsx';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
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
