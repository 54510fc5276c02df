import { createContext, useContext } from 'react';
import type { RouteDef } from './routes.ts';

export interface RouteHandle {
  route: RouteDef;
}

/** The route-table entry of the page being shown, provided by the shell. */
export const CurrentRouteContext = createContext<RouteDef | undefined>(undefined);

export function useCurrentRoute(): RouteDef | undefined {
  return useContext(CurrentRouteContext);
}
