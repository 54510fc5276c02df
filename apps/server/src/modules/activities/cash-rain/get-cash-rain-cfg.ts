import type { ServerContext } from '../../../context.ts';
import { hasCreditedDeposit } from '../../payments/index.ts';
import { ensureRounds, loadPrizes } from './cash-rain-repository.ts';
import { type CashRainSettings, cashRainToday, localized } from './cash-rain-settings.ts';
import { displayedSlot } from './slots.ts';

/** 1: the player must deposit first (the web shows cash_rain.msg7 and goes to deposit); 0: may play. */
export async function memberStatusOf(
  ctx: ServerContext,
  settings: CashRainSettings,
  playerId: string | null,
): Promise<number> {
  if (!playerId || !settings.requireDeposit) return 0;
  return (await hasCreditedDeposit(ctx.db, playerId)) ? 0 : 1;
}

/** Today's cash rain (activities §3 cash-rain config, §4): slots with status, rules, prizes, memberStatus. */
export async function getCashRainCfg(ctx: ServerContext, playerId: string | null, lang: 'en' | 'fr' | 'pt') {
  const now = ctx.now();
  const { enabled, settings, today, slots } = await cashRainToday(ctx, now, false);
  const rounds = await ensureRounds(
    ctx.db,
    slots.map((s) => s.id),
    today,
  );
  const current = displayedSlot(slots);
  const shown = current === null ? null : slots[current]!;
  const prizes = shown ? await loadPrizes(ctx.db, shown.id) : [];
  return {
    enable: enabled && slots.length > 0,
    durations: slots.map((slot) => {
      const round = rounds.get(slot.id)!;
      return {
        id: slot.id,
        begin: slot.begin,
        end: slot.end,
        beginAt: slot.beginAt.toISOString(),
        endAt: slot.endAt.toISOString(),
        status: slot.status,
        serverSeedHash: round.serverSeedHash,
        // Revealed only once nobody can claim in the slot any more (its grace period is over too).
        serverSeed: now.getTime() >= slot.endAt.getTime() + settings.claimGraceMs ? round.serverSeed : null,
      };
    }),
    current,
    rules: localized(settings.rules, lang),
    title: localized(settings.title, lang),
    memberStatus: await memberStatusOf(ctx, settings, playerId),
    prizes: prizes.map((p) => ({
      giftType: p.giftType,
      giftAmount: p.amount,
      weight: p.weight,
      perSlot: p.perSlot,
    })),
    now: now.toISOString(),
  };
}
