import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../src/jobs/registry.ts';
import { ledgerCheckJob } from '../../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bet, createPlayer, deposit, tamperBalance } from './support/ledger.ts';

/** Issue 11: the ledger check runs as an hourly job; a breach is logged at error level and turns health red. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A logger that keeps what was logged at which level (the app's own is silent in tests). */
function recordingLogger() {
  const lines: { level: string; obj: unknown; msg: unknown }[] = [];
  const at = (level: string) => (obj: unknown, msg?: unknown) => {
    lines.push({ level, obj, msg });
  };
  const log = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

async function health() {
  const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
  const ledger = await t.app.inject({ method: 'GET', url: '/healthz/ledger' });
  return {
    ready: ready.statusCode,
    readyLedger: ready.json().ledger,
    ledger: ledger.statusCode,
    body: ledger.json(),
  };
}

describe('the ledger-check job', () => {
  it('is scheduled hourly with the other jobs', () => {
    expect(scheduledJobs).toContain(ledgerCheckJob);
    expect(ledgerCheckJob.cron).toMatch(/^\d+ \* \* \* \*$/);
  });

  it('stays green on a healthy ledger, then logs an error and turns red on a planted breach', async () => {
    expect(await health()).toMatchObject({ ready: 200, readyLedger: 'unchecked', ledger: 200 });
    const player = await createPlayer(t.ctx.db);
    await deposit(t.ctx.db, player, 1_000);
    await bet(t.ctx.db, player, 300);

    const green = recordingLogger();
    await ledgerCheckJob.run({ ...t.ctx, log: green.log });
    expect(green.lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(await health()).toMatchObject({
      ready: 200,
      readyLedger: 'ok',
      ledger: 200,
      body: { state: 'ok' },
    });

    // The breach: a balance changed past the wallet, as a bug or an intruder would.
    await tamperBalance(t.ctx.db, `player:${player}:locked`, 5_000);
    t.clock.advance(3_600_000);
    const red = recordingLogger();
    await ledgerCheckJob.run({ ...t.ctx, log: red.log });
    const errors = red.lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(String(errors[0]!.msg)).toMatch(/BREACH.*per asset, all balances sum to zero/);
    expect(errors[0]!.obj).toMatchObject({ job: 'ledger-check', breaches: expect.any(Array) });

    const after = await health();
    // Readiness stays up (draining every instance would stop all players' money); the ledger signal is red.
    expect(after).toMatchObject({
      ready: 200,
      readyLedger: 'breach',
      ledger: 503,
      body: { state: 'breach' },
    });
    expect(after.body.breaches.map((b: { invariant: string }) => b.invariant)).toContain(
      'per asset, all balances sum to zero',
    );

    // Repaired, the next run turns it green again; the breach stays on record.
    await tamperBalance(t.ctx.db, `player:${player}:locked`, -5_000);
    t.clock.advance(3_600_000);
    await ledgerCheckJob.run({ ...t.ctx, log: recordingLogger().log });
    expect(await health()).toMatchObject({ readyLedger: 'ok', ledger: 200 });
    const recorded = await t.ctx.db.selectFrom('wallet_ledger_checks').select('ok').orderBy('id').execute();
    expect(recorded.map((r) => r.ok)).toEqual([true, false, true]);
  });
});
