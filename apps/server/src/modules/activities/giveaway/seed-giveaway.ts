import { sql } from 'kysely';
import type { ServerContext } from '../../../context.ts';
import { ensureActivity } from '../../rewards/index.ts';
import { GIVEAWAY } from './giveaway-repository.ts';

/** Giveaway 1 (SEED_DEMO): ₵5.00 in coins for registering from its landing page, once per number and phone. */
const texts = {
  en: {
    title: 'A welcome gift of ₵5.00',
    text: 'Register with your mobile number and get ₵5.00 in coins to play with. One gift per number and per phone.',
  },
  fr: {
    title: 'Un cadeau de bienvenue de 5,00 ₵',
    text: 'Inscrivez-vous avec votre numéro et recevez 5,00 ₵ en pièces pour jouer. Un cadeau par numéro et par téléphone.',
  },
  pt: {
    title: 'Um presente de boas-vindas de ₵5,00',
    text: 'Cadastre-se com seu número de celular e ganhe ₵5,00 em moedas para jogar. Um presente por número e por aparelho.',
  },
};

export async function seedGiveaway(ctx: ServerContext): Promise<void> {
  if (ctx.market.code !== 'GH') return;
  await ensureActivity(ctx.db, GIVEAWAY, {}, [{ asset: 'coins', dailyLimit: 500_000 }]);
  await sql`
    INSERT INTO giveaways (id, begins_at, ends_at, asset, amount, texts)
    VALUES (1, '2026-11-01T00:00:00Z', '2027-03-31T00:00:00Z', 'coins', 500, ${JSON.stringify(texts)}::jsonb)
    ON CONFLICT DO NOTHING`.execute(ctx.db);
}
