import { safeRedirectPath } from './navigation.ts';

export type LinkTarget = { kind: 'app'; path: string } | { kind: 'web'; href: string };

/**
 * Where an operator-configured url leads (menus, adverts, messages, notices): an in-app path is followed by
 * the router; an https address opens outside the app; anything else (javascript:, data:, http:) goes nowhere.
 */
export function linkTarget(url: string | null | undefined): LinkTarget | null {
  const path = safeRedirectPath(url);
  if (path) return { kind: 'app', path };
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? { kind: 'web', href: parsed.href } : null;
  } catch {
    return null;
  }
}

/** Follows a link target: the router for the app's own paths, a new tab for the web. */
export function followLink(target: LinkTarget, navigate: (path: string) => void): void {
  if (target.kind === 'app') navigate(target.path);
  else window.open(target.href, '_blank', 'noopener,noreferrer');
}
