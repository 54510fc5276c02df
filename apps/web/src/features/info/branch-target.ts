/**
 * /pages/branch/{type}: a stable entry point that links from outside the app (SMS, push, partner sites) can
 * use, routed to the page of that type. Numbers are the h5 page types (3002 about us…) and the licence
 * option (4006); names cover the other information pages. Unknown types lead nowhere (null).
 */
const NAMED: Record<string, string> = {
  about: '/pages/h5/3002',
  'about-us': '/pages/h5/3002',
  'how-to-play': '/pages/h5/3003',
  terms: '/pages/h5/3004',
  privacy: '/pages/h5/3005',
  'responsible-gaming': '/pages/h5/3006',
  install: '/pages/h5/3007',
  faq: '/me/faq',
  help: '/me/faq',
  supports: '/supports',
  contact: '/supports',
  'contact-us': '/supports',
  licence: '/me/settings/license',
  license: '/me/settings/license',
  '4006': '/me/settings/license',
  exclusion: '/me/settings/exclusion',
  'self-exclusion': '/me/settings/exclusion',
  settings: '/me/settings',
  messages: '/member/messages',
};

export function branchTarget(type: string | undefined): string | null {
  if (!type) return null;
  const key = type.trim().toLowerCase();
  if (NAMED[key]) return NAMED[key];
  return /^\d{4}$/.test(key) ? `/pages/h5/${key}` : null;
}
