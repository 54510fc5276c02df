import { z } from 'zod';
import { defineStaffCall } from './admin.ts';
import { isAppPath, isHttpsUrl, sitePicture } from './fields.ts';

/**
 * The games area of the back office (issue 18): which games the lobby shows, their labels, their order, and
 * the categories they are listed in. The lobby reads the catalogue on every call, so a change shows at the
 * players' next lobby load; a disabled game cannot be launched (GAME_NOT_FOUND) and its open game sessions
 * end at once, so no further stake is taken on it.
 */

const reason = z.string().trim().min(3).max(500);
const gameIdParam = z.object({ id: z.coerce.number().int().positive() });

/** The lobby's labels (spec core §3 Game.label, bit flags 1 new, 2 hot, 4 bonus), by name. */
export const gameLabels = ['new', 'hot', 'bonus'] as const;
export const gameLabel = z.enum(gameLabels);
export type GameLabel = z.infer<typeof gameLabel>;

export function labelsOf(bits: number): GameLabel[] {
  return gameLabels.filter((_, i) => (bits & (1 << i)) !== 0);
}

export function labelBits(labels: readonly GameLabel[]): number {
  return gameLabels.reduce((bits, label, i) => (labels.includes(label) ? bits | (1 << i) : bits), 0);
}

/** A text in the three languages; English is what a player reads where a translation is left out. */
const gameTexts = z.object({ en: z.string(), fr: z.string().optional(), pt: z.string().optional() });

function localizedInput(max: number) {
  const other = z.string().trim().max(max).optional();
  return z.object({ en: z.string().trim().min(1).max(max), fr: other, pt: other });
}

/** Where a promotion's link may lead: one of the app's own paths, or an https address. */
const promotionLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => isAppPath(v) || isHttpsUrl(v), { message: 'an app path (/…) or an https address' });

/** The promotion a game runs (activities §7 game-promotion/info, its page /activities/promotion/{id}). */
export const adminGamePromotion = z.object({
  title: gameTexts,
  content: gameTexts,
  /** Shown instead of the game's cover; null: the cover. */
  image: z.string().nullable(),
  /** Where "More about this offer" leads; null: no such link. */
  url: z.string().nullable(),
});
export type AdminGamePromotion = z.infer<typeof adminGamePromotion>;

export const adminGame = z.object({
  id: z.number().int(),
  name: z.string(),
  provider: z.string(),
  providerGameCode: z.string(),
  cover: z.string(),
  enabled: z.boolean(),
  labels: z.array(gameLabel),
  /** The lobby lists games by sort, then id. */
  sort: z.number().int(),
  /** The categories listing this game. */
  categoryIds: z.array(z.number().int()),
  /** The promotion it runs, or null. */
  promotion: adminGamePromotion.nullable(),
});
export type AdminGame = z.infer<typeof adminGame>;

const localisedName = z.object({
  en: z.string().trim().min(1).max(60),
  fr: z.string().trim().min(1).max(60),
  pt: z.string().trim().min(1).max(60),
});

export const adminGameCategory = z.object({
  id: z.number().int(),
  name: z.object({ en: z.string(), fr: z.string(), pt: z.string() }),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** The games listed, in the lobby's order (disabled ones included: they come back in place). */
  gameIds: z.array(z.number().int()),
});
export type AdminGameCategory = z.infer<typeof adminGameCategory>;

export const adminListGames = defineStaffCall({
  operationId: 'adminListGames',
  method: 'GET',
  path: '/api/admin/games',
  summary: 'The whole catalogue, enabled or not, in the lobby’s order, and its categories.',
  permission: 'games.manage',
  data: z.object({ games: z.array(adminGame), categories: z.array(adminGameCategory) }),
});

export const adminUpdateGame = defineStaffCall({
  operationId: 'adminUpdateGame',
  method: 'POST',
  path: '/api/admin/games/:id',
  summary:
    'Enables or disables a game, sets its labels, its place in the lobby or the promotion it runs (null ends it). Disabling ends the game’s open game sessions (no stake is taken on it after); its open rounds still settle.',
  permission: 'games.manage',
  params: gameIdParam,
  body: z
    .object({
      enabled: z.boolean().optional(),
      labels: z.array(gameLabel).max(3).optional(),
      sort: z.number().int().min(-100_000).max(100_000).optional(),
      promotion: z
        .object({
          title: localizedInput(120),
          content: localizedInput(1000),
          image: sitePicture.nullable(),
          url: promotionLink.nullable(),
        })
        .nullable()
        .optional(),
      reason,
    })
    .refine(
      (b) =>
        b.enabled !== undefined ||
        b.labels !== undefined ||
        b.sort !== undefined ||
        b.promotion !== undefined,
      { message: 'change at least one of enabled, labels, sort, promotion' },
    ),
  data: adminGame,
});

export const adminUpdateGameCategory = defineStaffCall({
  operationId: 'adminUpdateGameCategory',
  method: 'POST',
  path: '/api/admin/game-categories/:id',
  summary:
    'Changes a category: its names, whether the lobby shows it, its place, and the games it lists in their order (the list replaces the old one).',
  permission: 'games.manage',
  params: gameIdParam,
  body: z
    .object({
      name: localisedName.optional(),
      enabled: z.boolean().optional(),
      sort: z.number().int().min(-100_000).max(100_000).optional(),
      gameIds: z.array(z.number().int().positive()).max(500).optional(),
      reason,
    })
    .refine(
      (b) =>
        b.name !== undefined || b.enabled !== undefined || b.sort !== undefined || b.gameIds !== undefined,
      { message: 'change at least one of name, enabled, sort, gameIds' },
    ),
  data: adminGameCategory,
});
