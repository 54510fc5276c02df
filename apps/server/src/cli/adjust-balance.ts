import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { findPlayerById, findPlayerByMobile } from '../modules/players/index.ts';
import { houseAccount, type PlayerPocket, playerAccount, transfer } from '../modules/wallet/index.ts';
import { openOperatorDatabase } from '../modules/wallet/operator-database.ts';

const USAGE = `npm run wallet:adjust -- --player <uuid|mobile> --pocket <withdrawable|locked|coins|diamonds>
  --amount-minor <signed integer: + credits the player, - debits> --reason "<why, 10+ characters>"
  --operator <who> [--reference <ticket>] [--key <idempotency key, to retry safely>]`;

const POCKETS: PlayerPocket[] = ['withdrawable', 'locked', 'coins', 'diamonds'];
const ASSET_OF = { withdrawable: 'cash', locked: 'cash', coins: 'coins', diamonds: 'diamonds' } as const;

/**
 * An operator's manual adjustment: a transfer between the adjustments house account and the player, with
 * the reason and operator kept in its metadata. A mistake is corrected by an opposite adjustment.
 */
async function main() {
  const args = parseArgs({
    options: {
      player: { type: 'string' },
      pocket: { type: 'string' },
      'amount-minor': { type: 'string' },
      reason: { type: 'string' },
      operator: { type: 'string' },
      reference: { type: 'string' },
      key: { type: 'string' },
    },
  }).values;
  const pocket = args.pocket as PlayerPocket;
  const amountMinor = Number(args['amount-minor']);
  const reason = args.reason?.trim() ?? '';
  if (!args.player || !POCKETS.includes(pocket) || !Number.isSafeInteger(amountMinor) || amountMinor === 0)
    fail();
  if (reason.length < 10 || !args.operator) fail('a reason of 10+ characters and an operator are mandatory');

  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openOperatorDatabase(config, (line) => console.error(`[wallet:adjust] ${line}`));
  try {
    const player = await findPlayer(database.db, args.player!);
    if (!player) fail(`no player ${args.player}`);
    const key = args.key ?? `adjustment:${randomUUID()}`;
    const house = houseAccount('adjustments', ASSET_OF[pocket]);
    const mine = playerAccount[pocket](player!.id);
    const outcome = await transfer(database.db, {
      idempotencyKey: key,
      kind: 'adjustment',
      reference: args.reference ?? null,
      metadata: { reason, operator: args.operator },
      legs: [
        amountMinor > 0
          ? { from: house, to: mine, amountMinor }
          : { from: mine, to: house, amountMinor: -amountMinor },
      ],
    });
    console.log(JSON.stringify({ idempotencyKey: key, ...outcome }, null, 2));
  } finally {
    await database.close();
  }
}

function findPlayer(db: Parameters<typeof findPlayerById>[0], idOrMobile: string) {
  return /^[0-9a-f-]{36}$/.test(idOrMobile)
    ? findPlayerById(db, idOrMobile)
    : findPlayerByMobile(db, idOrMobile);
}

function fail(message?: string): never {
  if (message) console.error(`[wallet:adjust] ${message}`);
  console.error(USAGE);
  process.exit(64);
}

main().catch((error) => {
  console.error('[wallet:adjust] failed:', error.message ?? error);
  process.exit(1);
});
