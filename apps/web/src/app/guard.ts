import { loginPath, safeRedirectPath } from '../lib/navigation.ts';
import type { ThemeName } from '../themes/theme.ts';
import type { Params, RouteDef } from './routes.ts';

export type GuardDecision = 'allow' | 'login-required' | 'home';

export function requiresLogin(route: RouteDef, params: Params): boolean {
  return typeof route.auth === 'function' ? route.auth(params) : route.auth === true;
}

/** Spec core §2 Route guard: an auth route without a token asks to log in; another theme's route goes home. */
export function guardDecision(
  route: RouteDef,
  params: Params,
  hasToken: boolean,
  theme: ThemeName,
): GuardDecision {
  if (route.themes && !route.themes.includes(theme)) return 'home';
  if (requiresLogin(route, params) && !hasToken) return 'login-required';
  return 'allow';
}

/**
 * After the login-required confirmation: confirmed, to /login with `r` set to the wanted page so the player
 * lands back on it; otherwise the navigation is replaced by login. Both replace the guarded entry, so
 * Back never reopens the question.
 */
export function loginRequiredTarget(wanted: string, confirmed: boolean): { to: string; replace: true } {
  return { to: confirmed ? loginPath(wanted) : '/login', replace: true };
}

/** Spec core §2 Main shell: `?r=` on a shell (tab) page redirects to that path, within the app only. */
export function shellRedirect(route: RouteDef, pathname: string, search: string): string | null {
  if (!route.tab) return null;
  const target = safeRedirectPath(new URLSearchParams(search).get('r'));
  return target && target !== pathname ? target : null;
}
