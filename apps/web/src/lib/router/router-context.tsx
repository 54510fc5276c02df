/**
 * The router's state in React: `<BrowserRouter>` and `<MemoryRouter>` hold a history and publish its location;
 * each matched route publishes its parameters and its outlet to the routes inside it.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { browserHistory, type History, memoryHistory, type NavigationType } from './history.ts';
import type { Params } from './match-routes.ts';
import type { Location } from './path.ts';

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
export const RouteContext = createContext<RouteState>({ params: {}, outlet: null });

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

export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a router hook was used outside <BrowserRouter> or <MemoryRouter>');
  return router;
}
