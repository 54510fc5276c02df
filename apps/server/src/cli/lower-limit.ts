import { parseArgs } from 'node:util';
import { type LimitKind, type LimitPeriod, limitKinds, limitPeriods } from '@sika/contract';
import { loadConfig } from '../config.ts';
import { findPlayerById, findPlayerByMobile } from '../modules/players/index.ts';
import { listLimitChanges, lowerLimitForCompliance } from '../modules/responsible-gaming/index.ts';
import { openOperatorDatabase } from '../modules/wallet/operator-database.ts';

const USAGE = `npm run rg:limit -- --player <uuid|mobile> --kind <deposit|loss|session>
  --period <day|week|month|session> --value <minor units, or minutes for session>
  --staff <who> --reason "<why, 5+ characters>"
npm run rg:limit -- --player <uuid|mobile> --history`;

/**
 * Compliance, until the back office has its screen (apps/admin): set a player's limit lower, never higher,
 * with the staff member and the reason kept in rg_limit_changes; or print a player's limit history.
 */
async function main() {
  const args = parseArgs({
    options: {
      player: { type: 'string' },
      kind: { type: 'string' },
      period: { type: 'string' },
      value: { type: 'string' },
      staff: { type: 'string' },
      reason: { type: 'string' },
      history: { type: 'boolean' },
    },
  }).values;
  if (!args.player) fail();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openOperatorDatabase(config, (line) => console.error(`[rg:limit] ${line}`));
  try {
    const player = /^[0-9a-f-]{36}$/.test(args.player!)
      ? await findPlayerById(database.db, args.player!)
      : await findPlayerByMobile(database.db, args.player!);
    if (!player) fail(`no player ${args.player}`);
    if (args.history) {
      console.log(JSON.stringify(await listLimitChanges(database.db, player!.id, 100), null, 2));
      return;
    }
    const value = Number(args.value);
    if (!limitKinds.includes(args.kind as LimitKind) || !limitPeriods.includes(args.period as LimitPeriod))
      fail();
    if (!Number.isSafeInteger(value) || value <= 0) fail('--value must be a positive whole number');
    const result = await lowerLimitForCompliance(
      database.db,
      {
        playerId: player!.id,
        kind: args.kind as LimitKind,
        period: args.period as LimitPeriod,
        value,
        staff: args.staff ?? '',
        reason: args.reason ?? '',
      },
      new Date(),
    );
    console.log(JSON.stringify({ playerId: player!.id, effectiveAt: result.effectiveAt }, null, 2));
  } finally {
    await database.close();
  }
}

function fail(message?: string): never {
  if (message) console.error(`[rg:limit] ${message}`);
  console.error(USAGE);
  process.exit(64);
}

main().catch((error) => {
  console.error('[rg:limit] failed:', error.message ?? error);
  process.exit(1);
});
