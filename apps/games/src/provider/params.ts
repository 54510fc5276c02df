/** The shapes of each game's bet parameters at the HTTP edge; the engines then check the game rules. */
import { z } from 'zod';
import type { GameCode } from '../engines/index.ts';

const risk = z.enum(['low', 'medium', 'high']);

export const betParamsSchemas: Record<GameCode, z.ZodType> = {
  'kente-gold': z.strictObject({}),
  dice: z.strictObject({ targetHundredths: z.number().int(), direction: z.enum(['over', 'under']) }),
  // Only the mine count: the picks come one by one through the round's actions.
  mines: z.strictObject({ mines: z.number().int() }),
  plinko: z.strictObject({ rows: z.union([z.literal(8), z.literal(12), z.literal(16)]), risk }),
  wheel: z.strictObject({ risk }),
  limbo: z.strictObject({ targetHundredths: z.number().int() }),
};

export const launchBodySchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('real'), gameCode: z.string(), launchToken: z.string().min(16).max(512) }),
  z.strictObject({ mode: z.literal('demo'), gameCode: z.string() }),
]);

export const betBodySchema = z.strictObject({
  stake: z.number().int().positive(),
  params: z.unknown(),
  /** Plays a free round of this award (the stake must be its bet) instead of a paid one. */
  freeRoundAwardId: z.string().min(1).max(64).optional(),
});

export const minesMoveSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('reveal'), tile: z.number().int().min(0).max(24) }),
  z.strictObject({ action: z.literal('cashout') }),
]);

export const rotateBodySchema = z.strictObject({ clientSeed: z.string().optional() });
