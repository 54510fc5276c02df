import { z } from 'zod';
import { defineCall } from './call.ts';
import { intField, isoDate } from './fields.ts';

/**
 * Operator-configured content (spec core §3 System option, Home menu, Advert; activities §7 Adverts and
 * menus): data in the database, changed without a release. Every call here is public (visitors see the
 * lobby) and answers in the language asked by `lang`, else the `Accept-Language` header, else English;
 * a text an operator has not translated falls back to its English.
 * Images are paths on the API's own origin (`/content/…`), never a third-party host.
 */
export const languages = ['en', 'fr', 'pt'] as const;
export const language = z.enum(languages);
export type Language = z.infer<typeof language>;

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
/** `lang=en|fr|pt`; any other value is a 400, so a typo does not silently answer English. */
const lang = z.preprocess(blankAsMissing, language.optional());
const tags = ['content'];

/** A list of codes in a query string: `100,150,6002`. Duplicates are dropped, order kept. */
const codeList = (what: string, digits: string, max: number) =>
  z
    .string()
    .regex(
      new RegExp(`^${digits}(,${digits}){0,${max - 1}}$`),
      `a comma-separated list of up to ${max} ${what}`,
    )
    .transform((value) => [...new Set(value.split(','))]);

/** The option types of spec core §3 System option, by name, so that no one writes a bare number. */
export const OPTION_TYPE = {
  /** Coins per ₵1.00: money (minor units) = floor(coins × 100 / value). */
  WITHDRAW_CONFIG: 100,
  /** "min:max:daily count", minor units; 0 = no daily limit. */
  WITHDRAW_LIMIT: 150,
  SMS_CODE_ENABLED: 160,
  REGISTER_TIPS: 1001,
  TOP_UP_TIPS: 1002,
  USSD_CODE: 3000,
  ABOUT_US: 3002,
  HOTLINE: 4002,
  /** JSON list of {name, url}. */
  WHATSAPP_LINKS: 4003,
  /** JSON list of {name, url}; name is facebook, instagram, tiktok, x… */
  SOCIAL_LINKS: 4004,
  CHANNEL: 4005,
  LICENCE: 4006,
  EMAIL: 4007,
  INVITATION_BOTTOM_TEXT: 4008,
  INVITATION_TOP_TEXT: 4009,
  /** Minor units: 100 = ₵1.00. */
  MIN_DEPOSIT: 4011,
  WITHDRAW_TAX_ENABLED: 4025,
  /** Basis points of the winnings part of a withdrawal: 1000 = 10%. */
  WITHDRAW_TAX_AMOUNT: 4026,
  /** JSON list of {type, isbonus}. */
  AMOUNT_FORMATS: 4030,
  ADDRESS: 4048,
  TASK_TIPS: 4057,
  /** JSON list of game ids. */
  TASK_GAME_LIST: 4059,
  DIAMOND_TO_CASH_TIPS: 4062,
  TAX_EXPLANATION: 4065,
  /**
   * Ours (docs/decisions/019): "1" a deposit may be paid from any number of the market (family members pay
   * for each other), "0" from the player's registered number only. Absent reads as "1".
   */
  DEPOSIT_OTHER_PAYER: 4090,
  /**
   * Ours (issue 19): where a player finds help with gambling, shown on the responsible-gaming page. JSON
   * list of {name, url}; `url` is a web page or a `tel:` number, one list per language.
   */
  RG_HELP_LINES: 4091,
  /**
   * Ours (issue 19, docs/decisions/017): the version of the terms (h5 page 3004) a registration accepts,
   * e.g. "2026-11-23". Raise it when the terms change; absent reads as "1".
   */
  TERMS_VERSION: 4092,
  WITHDRAW_TIPS: 6001,
  /** JSON {enable, message}; one language on purpose, so `enable` has one value. */
  WITHDRAW_ENABLE: 6002,
} as const;

/**
 * Spec core §3 System option: `content` is always a string, as the app reads it; some types hold JSON
 * (4003, 4004, 4030, 6002) or numbers in minor units (150, 4011, 4026). See docs in the seeded values.
 */
export const systemOption = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  content: z.string(),
});
export type SystemOption = z.infer<typeof systemOption>;

export const getOptions = defineCall({
  operationId: 'getOptions',
  method: 'GET',
  path: '/api/system-service/options',
  summary:
    'System options by type, e.g. ?types=100,150,6002. A type that is not configured is simply absent: the withdraw page treats anything but exactly one 6002 entry as disabled.',
  tags,
  auth: 'none',
  query: z.object({
    types: codeList('option types', '\\d{1,6}', 50).transform((codes) => codes.map(Number)),
    lang,
  }),
  data: z.array(systemOption),
});

/**
 * Advert positions (activities §7). The codes are the spec's; where each shows is our assignment.
 * Operators may add other 6-digit codes.
 */
export const ADVERT_POSITION = {
  HOME_SWIPE: '500101',
  HOME_FLOATING: '800102',
  /** The advert popup's default position (spec core §9). */
  POPUP: '800103',
  DEPOSIT_POPUP: '800104',
  HOME_BANNERS: '900103',
  FOOTER_BANNER: '900104',
  PROMOTION_LIST: '700101',
  ME_BANNER: '700201',
} as const;
export const advertPosition = z.string().regex(/^\d{6}$/, 'a 6-digit position code');

/**
 * typeId says what a tap does: 0 nothing (image only), 1 in-app route (`url` is a path such as
 * /activities/collect-cards or /casino/launch/12), 2 external page (opened outside the app),
 * 3 first-deposit offer (`url` is the pay-order path with payChannel and payItem1..4, spec core §2 Deposit).
 */
export const advert = z.object({
  id: z.number().int(),
  position: z.string(),
  typeId: z.number().int(),
  image: z.string(),
  url: z.string(),
  content: z.string(),
  sort: z.number().int(),
  startAt: isoDate,
  endAt: isoDate.nullable(),
});
export type Advert = z.infer<typeof advert>;

export const getAdverts = defineCall({
  operationId: 'getAdverts',
  method: 'GET',
  path: '/api/system-service/adverts',
  summary:
    'Live adverts (enabled, inside their start/end window) of one or more positions, e.g. ?position=500101,900103, sorted by position, then sort ascending.',
  tags,
  auth: 'none',
  query: z.object({ position: codeList('position codes', '\\d{6}', 10), lang }),
  data: z.array(advert),
});

/**
 * Menus by id (activities §7 names 200101 and 130100; where each shows is our assignment). `url` is an
 * in-app path or an https address; `actived` highlights the entry (a dot or glow on the icon).
 */
export const MENU_ID = {
  /** The home grid: 5 columns, 4 shown plus more. */
  HOME: 100100,
  DRAWER: 200101,
  ME_GRID: 130100,
  /** Promotion page menus of the WinSlots theme. */
  PROMOTION: 700100,
} as const;
export const menuItem = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  img: z.string(),
  content: z.string(),
  actived: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const getMenu = defineCall({
  operationId: 'getMenu',
  method: 'GET',
  path: '/api/system-service/menus/:menuId',
  summary: 'The enabled items of one menu (200101, 130100, 700100…), in operator order; empty when none.',
  tags,
  auth: 'none',
  params: z.object({ menuId: intField.pipe(z.number().int().min(1).max(999_999)) }),
  query: z.object({ lang }),
  data: z.array(menuItem),
});

export const getHomeMenus = defineCall({
  operationId: 'getHomeMenus',
  method: 'GET',
  path: '/api/system-service/home-menus',
  summary: 'The home menu grid (spec core §3 Home menu): menu 100100.',
  tags,
  auth: 'none',
  query: z.object({ lang }),
  data: z.array(menuItem),
});

/** Spec activities §3 Notice: the scrolling notices of the home screen. `time` is when it was published. */
export const notice = z.object({
  id: z.number().int(),
  img: z.string(),
  title: z.string(),
  time: isoDate,
  content: z.string(),
  url: z.string(),
});
export type Notice = z.infer<typeof notice>;

export const getNotices = defineCall({
  operationId: 'getNotices',
  method: 'GET',
  path: '/api/system-service/notices',
  summary: 'Live home notices with the rotation period (5 s, spec core §9); the app caches them locally.',
  tags,
  auth: 'none',
  query: z.object({ lang }),
  data: z.object({ rotationMs: z.number().int(), list: z.array(notice) }),
});

/** h5 page types (/pages/h5/{type}); 3002 is the spec's about-us page. */
export const H5_PAGE = {
  ABOUT_US: 3002,
  HOW_TO_PLAY: 3003,
  TERMS: 3004,
  PRIVACY: 3005,
  RESPONSIBLE_GAMING: 3006,
  INSTALL_APP: 3007,
} as const;

export const h5Page = z.object({
  type: z.number().int(),
  title: z.string(),
  /** Operator-written HTML (headings, paragraphs, lists, links); the app's CSP blocks any script in it. */
  content: z.string(),
  updatedAt: isoDate,
});

export const getH5Page = defineCall({
  operationId: 'getH5Page',
  method: 'GET',
  path: '/api/system-service/pages/:type',
  summary: 'An h5 page by type (/pages/h5/{type}; 3002 is about us). 404 (1004) when there is none.',
  tags,
  auth: 'none',
  params: z.object({ type: intField.pipe(z.number().int().min(1).max(999_999)) }),
  query: z.object({ lang }),
  data: h5Page,
});

export const faqEntry = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });

export const getFaq = defineCall({
  operationId: 'getFaq',
  method: 'GET',
  path: '/api/system-service/faq',
  summary: 'The questions and answers of /me/faq (also the footer’s “how to play”), in operator order.',
  tags,
  auth: 'none',
  query: z.object({ lang }),
  data: z.array(faqEntry),
});

const namedLink = z.object({ name: z.string(), url: z.string() });

export const getSupports = defineCall({
  operationId: 'getSupports',
  method: 'GET',
  path: '/api/system-service/supports',
  summary:
    'Contact us (/supports) and the footer in one call: WhatsApp links (4003), hotline (4002), e-mail (4007), social links (4004), licence text (4006), USSD code (3000), address (4048), and the responsible-gaming help lines (4091). Null or empty when not configured.',
  tags,
  auth: 'none',
  query: z.object({ lang }),
  data: z.object({
    whatsapp: z.array(namedLink),
    hotline: z.string().nullable(),
    email: z.string().nullable(),
    social: z.array(namedLink),
    licence: z.string().nullable(),
    ussd: z.string().nullable(),
    address: z.string().nullable(),
    /** Help with gambling problems (4091): organisations' pages or `tel:` numbers. */
    helpLines: z.array(namedLink),
  }),
});

export const appPlatform = z.enum(['android']);

export const getLatestAppVersion = defineCall({
  operationId: 'getLatestAppVersion',
  method: 'GET',
  path: '/api/system-service/app-version',
  summary:
    'The latest released app for the app-download banner (apkUrl, imgUrl); null when none. force: older apps must update. The web hides the banner for 7200 s after a close (cookie).',
  tags,
  auth: 'none',
  query: z.object({ platform: appPlatform.optional().default('android'), lang }),
  data: z
    .object({
      version: z.string(),
      versionCode: z.number().int(),
      apkUrl: z.string(),
      imgUrl: z.string(),
      force: z.boolean(),
      notes: z.string(),
      releasedAt: isoDate,
    })
    .nullable(),
});

/** Rule types are slugs: daily-bonus, cash-rain, lucky-refund, cash-back, collect-cards, diamond-spin, vip… */
export const ruleType = z.string().regex(/^[a-z0-9_-]{1,40}$/, 'a rule type such as cash-back');

export const getRule = defineCall({
  operationId: 'getRule',
  method: 'GET',
  path: '/api/system-service/rules/:ruleType',
  summary:
    'The rule text of an activity for the rule dialog; 404 with 5005 “rule missing” when there is none.',
  tags,
  auth: 'none',
  params: z.object({ ruleType }),
  query: z.object({ lang }),
  data: z.object({ ruleType: z.string(), title: z.string(), content: z.string() }),
});
