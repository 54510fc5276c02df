import { loadConfig } from '../config.ts';
import { listSettlementFlags } from '../modules/games/index.ts';
import { openOperatorDatabase } from '../modules/wallet/operator-database.ts';

/**
 * `npm run games:flags [-- --json]`: the wins the seamless-wallet API refused or cut (over the game's
 * declared maximum, or a second win on a closed round), newest first, for an operator to look into.
 */
async function main() {
  const json = process.argv.includes('--json');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openOperatorDatabase(config, (line) => console.error(`[games:flags] ${line}`));
  try {
    const flags = await listSettlementFlags(database.db, 500);
    if (json) console.log(JSON.stringify(flags));
    else if (flags.length === 0) console.log('no refused wins');
    for (const f of json ? [] : flags) {
      console.log(
        `${f.created_at.toISOString()}  ${f.reason.padEnd(20)} ${f.provider}/${f.round_id} tx ${f.tx_id}  player ${f.player_id}  game ${f.game_id}  asked ${f.requested_minor}  paid ${f.paid_minor}`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error('[games:flags] failed:', error);
  process.exit(2);
});
