import { ROUTE_SECTIONS, type Section } from '../i18n/index.ts';
import { matchRoutes } from '../lib/router/index.ts';
import { getToken } from '../lib/session/index.ts';
import { currentTheme } from '../themes/theme.ts';
import { guardDecision } from './guard.ts';
import { routeTable } from './routes.ts';

const matchable = routeTable.map((route) => ({ path: route.path, route }));

/**
 * Starts downloading the code of the page the app opens on while the language file loads, instead of after
 * it: one round trip less before the first screen on a slow network. The router's lazy page then finds the
 * module already on its way. A page the guard would turn away is not fetched. Returns the locale sections
 * the page renders, for the app to load with the shell's.
 */
export function preloadPage(pathname: string): readonly Section[] {
  const path = pathname === '/' ? '/home' : pathname;
  const match = matchRoutes(matchable, path)?.at(-1);
  const route = match?.route.route;
  if (!match || !route?.page) return [];
  if (guardDecision(route, match.params, getToken() !== null, currentTheme()) !== 'allow') return [];
  route.page().catch(() => {
    // Offline or a new release: the router's own import will show the page's error state.
  });
  return ROUTE_SECTIONS[route.name] ?? [];
}
