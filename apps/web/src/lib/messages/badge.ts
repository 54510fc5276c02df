import { BADGE_CAP } from '@sika/domain';

/**
 * The text of an unread badge (spec core §9 "Badge cap 99 (drawer +99)"): nothing at 0, the count up to the
 * cap, then "99+" on the me page's icons or "+99" in the drawer.
 */
export function badgeText(count: number, style: 'me' | 'drawer' = 'me', cap = BADGE_CAP): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  if (count <= cap) return String(Math.floor(count));
  return style === 'drawer' ? `+${cap}` : `${cap}+`;
}
