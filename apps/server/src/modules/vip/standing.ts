import type { ServerContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { sendMemberMessage } from '../messages/index.ts';
import { setVipStanding } from '../players/index.ts';
import { type LevelRow, listLevels } from './config-repository.ts';
import {
  addYearCenti,
  insertLevelChange,
  lockMember,
  type MemberRow,
  saveMember,
  yearCenti,
} from './member-repository.ts';

const CENTI = 100;

/**
 * The member, locked, with every year before `year` reviewed (docs/vip.md): a year whose points reached
 * the level's target keeps the level, one that did not lowers it by one (never below V1); each review is
 * recorded once (unique per player and year). The profile's levelId and score follow.
 * Used by the points consumer, the reads and the yearly job; whichever comes first does the review.
 */
export async function lockStanding(ctx: ServerContext, tx: Tx, playerId: string, year: number) {
  const now = ctx.now();
  const member = await lockMember(tx, playerId, year, now);
  if (member.year < year) {
    const levels = await listLevels(tx);
    while (member.year < year) {
      const reviewed = member.year;
      const centi = await yearCenti(tx, playerId, reviewed);
      const kept = centi >= targetOf(levels, member.level) * CENTI;
      const to = kept ? member.level : Math.max(1, member.level - 1);
      await insertLevelChange(tx, {
        playerId,
        from: member.level,
        to,
        reason: 'review',
        year: reviewed,
        centi,
        at: now,
      });
      if (to < member.level) await tellLevel(ctx, tx, playerId, levels, to, 'down');
      member.level = to;
      member.year = reviewed + 1;
    }
    await saveMember(tx, member, now);
    await syncProfile(tx, member);
  }
  return member;
}

/** Adds points to a year and upgrades as soon as the current year's total reaches a higher target. */
export async function addPoints(
  ctx: ServerContext,
  tx: Tx,
  member: MemberRow,
  year: number,
  centi: number,
): Promise<void> {
  const total = await addYearCenti(tx, member.playerId, year, centi);
  // Points of a year already reviewed (a late delivery, a late rollback) change its total, not the level.
  if (year === member.year && centi > 0) {
    const levels = await listLevels(tx);
    const reached = levels.filter((l) => l.level > member.level && total >= l.target * CENTI).at(-1);
    if (reached) {
      await insertLevelChange(tx, {
        playerId: member.playerId,
        from: member.level,
        to: reached.level,
        reason: 'upgrade',
        year,
        centi: total,
        at: ctx.now(),
      });
      await tellLevel(ctx, tx, member.playerId, levels, reached.level, 'up');
      member.level = reached.level;
      await saveMember(tx, member, ctx.now());
    }
  }
  await syncProfile(tx, member);
}

/** The profile's levelId and score (this year's whole points). */
async function syncProfile(tx: Tx, member: MemberRow) {
  const centi = await yearCenti(tx, member.playerId, member.year);
  await setVipStanding(tx, member.playerId, member.level, Math.floor(centi / CENTI));
}

function targetOf(levels: LevelRow[], level: number): number {
  return levels.find((l) => l.level === level)?.target ?? 0;
}

/** The member message of a level change, in the three languages. */
async function tellLevel(
  ctx: ServerContext,
  tx: Tx,
  playerId: string,
  levels: LevelRow[],
  level: number,
  direction: 'up' | 'down',
) {
  const names = await Promise.all(
    (['en', 'fr', 'pt'] as const).map(async (lang) => {
      const named = (await listLevels(tx, lang)).find((l) => l.level === level);
      return named?.name ?? `V${level}`;
    }),
  );
  const [en, fr, pt] = names as [string, string, string];
  const rate = ((levels.find((l) => l.level === level)?.rateBp ?? 0) / 100).toString();
  const text =
    direction === 'up'
      ? {
          title: {
            en: `Welcome to VIP ${level}`,
            fr: `Bienvenue au VIP ${level}`,
            pt: `Bem-vindo ao VIP ${level}`,
          },
          content: {
            en: `You have reached VIP ${level} ${en}. Your weekly cash back is now ${rate}% and new benefits are waiting in the member centre.`,
            fr: `Vous avez atteint le VIP ${level} ${fr}. Votre cash back hebdomadaire passe à ${rate} % et de nouveaux avantages vous attendent dans l’espace membre.`,
            pt: `Você chegou ao VIP ${level} ${pt}. O seu cash back semanal agora é de ${rate}% e novos benefícios esperam por si no centro de membros.`,
          },
        }
      : {
          title: {
            en: `Your VIP level is now ${level}`,
            fr: `Votre niveau VIP est maintenant ${level}`,
            pt: `O seu nível VIP agora é ${level}`,
          },
          content: {
            en: `Last year's points did not reach your level's target, so your level is now VIP ${level} ${en}. Play to climb again.`,
            fr: `Les points de l’an dernier n’ont pas atteint l’objectif de votre niveau : vous êtes maintenant VIP ${level} ${fr}. Jouez pour remonter.`,
            pt: `Os pontos do ano passado não alcançaram a meta do seu nível: agora você é VIP ${level} ${pt}. Jogue para subir de novo.`,
          },
        };
  await sendMemberMessage({ db: tx, now: ctx.now }, { playerId, ...text, url: '/subscriber/memberCenter' });
}
