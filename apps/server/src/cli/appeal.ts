/**
 * Support's way to handle deposit appeals until the back office exists (the player's timeline shows each
 * step as it happens):
 *
 *   npm run appeal -- list [--all]
 *   npm run appeal -- show <appeal id>
 *   npm run appeal -- move <appeal id> <status> [--reason <reason>] [--note "for the player"] [--actor agent|operations]
 *
 * status: under_agent_review | receipt_unverifiable | passed_to_operations | rejected_by_operations | closed
 * reason (receipt_unverifiable and rejected_by_operations only): fake_image | no_transaction_id | wrong_id |
 * wrong_amount | wrong_beneficiary. Passing to operations asks the provider about the deposit again: a
 * payment that went through is credited (once) and the appeal closes by itself.
 */
import { parseArgs } from 'node:util';
import { markets } from '@sika/domain';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.ts';
import type { ServerContext } from '../context.ts';
import { isAppError } from '../http/errors.ts';
import {
  APPEAL_STATUS,
  findAppeal,
  listAppealEvents,
  listAppealsForSupport,
  moveAppeal,
  recheckAppeal,
  statusByName,
} from '../modules/feedback/index.ts';
import { openOperatorDatabase } from '../modules/wallet/operator-database.ts';

const USAGE =
  'usage: npm run appeal -- list [--all] | show <id> | move <id> <status> [--reason r] [--note text]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean' },
    reason: { type: 'string' },
    note: { type: 'string' },
    actor: { type: 'string' },
  },
});

async function main() {
  const [command, id, status] = positionals;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openOperatorDatabase(config, (line) => console.error(`[appeal] ${line}`));
  const ctx = {
    config,
    db: database.db,
    market: markets[config.MARKET],
    log: consoleLogger(),
    now: () => new Date(),
  } as unknown as ServerContext;
  try {
    if (command === 'list') {
      const rows = await listAppealsForSupport(ctx.db, !values.all, 200);
      for (const a of rows) {
        console.log(
          [a.id, a.created_at.toISOString(), a.trans_no, `status ${a.status}`, a.transaction_id].join('  '),
        );
      }
      console.error(`[appeal] ${rows.length} appeal(s)`);
    } else if (command === 'show' && id) {
      const appeal = await findAppeal(ctx.db, id);
      if (!appeal) throw new Error(`no appeal ${id}`);
      console.log(JSON.stringify({ appeal, timeline: await listAppealEvents(ctx.db, id) }, null, 2));
    } else if (command === 'move' && id && status) {
      const to = statusByName(status);
      if (!to) throw new Error(`unknown status ${status}\n${USAGE}`);
      const byDefault = to >= APPEAL_STATUS.PASSED_TO_OPERATIONS ? 'operations' : 'agent';
      const actor = values.actor === 'agent' || values.actor === 'operations' ? values.actor : byDefault;
      await moveAppeal(ctx, {
        appealId: id,
        to,
        reason: values.reason ?? null,
        note: values.note ?? null,
        actor,
      });
      console.log(`appeal ${id} is now ${status}`);
      if (to === APPEAL_STATUS.PASSED_TO_OPERATIONS && (await recheckAppeal(ctx, id))) {
        console.log('the provider confirms the payment: the deposit is credited and the appeal closed');
      }
    } else {
      throw new Error(USAGE);
    }
  } finally {
    await database.close();
  }
}

/** The few logger calls the use-cases make, to stderr. */
function consoleLogger(): FastifyBaseLogger {
  const write =
    (level: string) =>
    (...args: unknown[]) =>
      console.error(`[appeal] ${level}`, ...args);
  const logger = {
    level: 'info',
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    silent: () => undefined,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

main().catch((error) => {
  console.error(isAppError(error) ? `${error.code}: ${error.message}` : (error as Error).message);
  process.exit(1);
});
