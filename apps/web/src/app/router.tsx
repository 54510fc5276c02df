import { lazy } from 'react';
import { loadRouteSections } from '../i18n/index.ts';
import { Navigate, type RouteObject, useRoutes } from '../lib/router/index.ts';
import type { RouteHandle } from './current-route.ts';
import { RouteGate } from './route-gate.tsx';
import { type RouteDef, routeTable } from './routes.ts';
import { Shell } from './shell.tsx';

function toRouteObject(route: RouteDef): RouteObject {
  const handle: RouteHandle = { route };
  const { page } = route;
  if (!page) {
    return {
      path: route.path,
      handle,
      element: (
        <RouteGate route={route}>
          <Navigate to={route.forwardTo} replace />
        </RouteGate>
      ),
    };
  }
  // The page's code and its words arrive together: the page never renders a key.
  const Page = lazy(() => Promise.all([page(), loadRouteSections(route.name)]).then(([module]) => module));
  return {
    path: route.path,
    handle,
    element: (
      <RouteGate route={route}>
        <Page />
      </RouteGate>
    ),
  };
}

/**
 * The routes, built from the one route table: root → /home, unknown → /home (spec core §2). Declarative
 * routing (`<BrowserRouter>` + `useRoutes`): the data router would add ~16 KB gzip to every first visit
 * for loaders and actions this app does not use (TanStack Query fetches the data).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      ...routeTable.map(toRouteObject),
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
