import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '../support/app.ts';

// Event ids of their own per test file (the files share one database), from crypto like every other id.
let nextEventId = 1000 + randomInt(1000) * 100;

/**
 * A card event of its own for a test: open from an hour before the clock to `hours` after, `pool` shared
 * by complete sets, equal weights unless given (so a set comes in a few dozen spins).
 */
export async function createCardEvent(
  t: TestApp,
  options: { pool?: number; hours?: number; weights?: number[]; startsInHours?: number } = {},
) {
  nextEventId += 1;
  const id = nextEventId;
  const now = t.clock.now.getTime();
  const begins = new Date(now + (options.startsInHours ?? -1) * 3_600_000);
  const ends = new Date(now + (options.hours ?? 24) * 3_600_000);
  await sql`INSERT INTO card_events (id, begins_at, ends_at, pool_minor, deposit_minimum_minor, deposit_chances, page)
            VALUES (${id}, ${begins}, ${ends}, ${options.pool ?? 1_001}, 2000, 1,
                    ${JSON.stringify({ en: { title: 'Test event', subtitle: 's', paragraphs: ['p'] } })}::jsonb)`.execute(
    t.ctx.db,
  );
  const weights = options.weights ?? [1, 1, 1, 1, 1, 1, 1, 1];
  for (const [index, weight] of weights.entries()) {
    await sql`INSERT INTO card_event_cards (event_id, idx, name, weight)
              VALUES (${id}, ${index}, ${JSON.stringify({ en: `Card ${index}` })}::jsonb, ${weight})`.execute(
      t.ctx.db,
    );
  }
  return { id, begins, ends };
}

/** Gives a player chances as deposits would have (a fixture for the set and concurrency tests). */
export async function giveChances(t: TestApp, eventId: number, playerId: string, chances: number) {
  await sql`UPDATE card_members SET chances = chances + ${chances}
            WHERE event_id = ${eventId} AND player_id = ${playerId}`.execute(t.ctx.db);
}
