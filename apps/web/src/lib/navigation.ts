/**
 * Where to go after logging in (spec core §2 Login): the `r` target, else the previous page, else home.
 * `r` comes from the URL, so only same-app paths are followed (no open redirect to another site).
 */
export function safeRedirectPath(r: string | null | undefined): string | null {
  if (!r?.startsWith('/') || r.startsWith('//') || r.startsWith('/\\')) return null;
  // Control characters (tab, newline) are dropped by URL parsers and can turn "/\t/x" into "//x".
  for (const char of r) if (char.charCodeAt(0) < 0x20) return null;
  return r;
}

/** Pages of the login flow itself: never a place to come back to after logging in. */
const AUTH_FLOW = /^\/(login|register|authentication\/sms|password\/reset)(\/|$|\?)/;

export function isAuthFlowPath(path: string): boolean {
  return AUTH_FLOW.test(path);
}

export function afterLoginPath(r: string | null | undefined, previous: string | null): string {
  const target = safeRedirectPath(r);
  if (target && !isAuthFlowPath(target)) return target;
  if (previous && !isAuthFlowPath(previous)) return previous;
  return '/home';
}

let previous: string | null = null;
let current: string | null = null;

/** The shell reports every location; the login page asks where the player was before the login flow. */
export function rememberLocation(path: string): void {
  if (path === current) return;
  if (current && !isAuthFlowPath(current)) previous = current;
  current = path;
}

export function previousPath(): string | null {
  return previous;
}

export function loginPath(wanted?: string | null): string {
  const target = safeRedirectPath(wanted);
  return target && !isAuthFlowPath(target) ? `/login?r=${encodeURIComponent(target)}` : '/login';
}

type Navigator = (to: string, options?: { replace?: boolean }) => void;
let navigator: Navigator | null = null;

/** The shell hands its navigate function over, so code outside React (the API client) can move the app. */
export function registerNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = null;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
}
