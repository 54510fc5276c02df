import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPaysim } from './app.ts';
import { type CallbackReceiver, startCallbackReceiver } from './callback-receiver.ts';
import type { SettingsPatch } from './settings.ts';
import { sandboxNumber } from './test-numbers.ts';
import { mtnInitiate, mtnStatus } from './test-support.ts';
import { startTestPaysim } from './testing.ts';

let sim: RunningPaysim;
let receiver: CallbackReceiver;

beforeAll(async () => {
  sim = await startTestPaysim();
  receiver = await startCallbackReceiver();
});
afterAll(async () => {
  await sim.close();
  await receiver.close();
});
afterEach(async () => {
  await sim.engine.flush();
  await fetch(`${sim.url}/_sim/reset`, { method: 'POST' });
  receiver.received.length = 0;
});

const GHANA_MTN = '233241234567';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function configure(patch: SettingsPatch): Promise<Response> {
  return fetch(`${sim.url}/_sim/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
}

async function approvedPayment(partyId = GHANA_MTN): Promise<string> {
  const { referenceId } = await mtnInitiate(sim, { partyId, callbackUrl: `${receiver.url}/hooks/mtn` });
  await fetch(`${sim.url}/_sim/prompts/${referenceId}/approve`, { method: 'POST' });
  return referenceId;
}

describe('callback faults', () => {
  it('drops the callback but the status still tells the truth', async () => {
    await configure({ faults: { dropCallbacks: true } });
    const ref = await approvedPayment();
    await sim.engine.flush();
    expect(receiver.received).toHaveLength(0);
    expect((await mtnStatus(sim, ref)).body.status).toBe('SUCCESSFUL');
  });

  it('sends 50 copies of the callback at once', async () => {
    await configure({ faults: { duplicateCallbacks: 50 } });
    await approvedPayment();
    const received = await receiver.waitFor(50);
    expect(new Set(received.map((r) => r.rawBody)).size).toBe(1);
  });

  it('sends a FAILED callback after the SUCCESSFUL one when out of order', async () => {
    await configure({ faults: { outOfOrder: true } });
    const ref = await approvedPayment();
    const received = await receiver.waitFor(2);
    expect(received.map((r) => JSON.parse(r.rawBody).status)).toEqual(['SUCCESSFUL', 'FAILED']);
    expect((await mtnStatus(sim, ref)).body.status).toBe('SUCCESSFUL');
  });

  it('calls back late: the final state is queryable before the callback arrives', async () => {
    await configure({ faults: { callbackDelayMs: 300 } });
    const ref = await approvedPayment();
    expect((await mtnStatus(sim, ref)).body.status).toBe('SUCCESSFUL');
    expect(receiver.received).toHaveLength(0);
    await receiver.waitFor(1);
  });

  it('calls back early: the status says PENDING for statusLagMs after the callback', async () => {
    await configure({ faults: { statusLagMs: 400 } });
    const ref = await approvedPayment();
    await receiver.waitFor(1);
    expect((await mtnStatus(sim, ref)).body.status).toBe('PENDING');
    await sleep(450);
    expect((await mtnStatus(sim, ref)).body.status).toBe('SUCCESSFUL');
  });

  it('applies a rule to one MSISDN only', async () => {
    await configure({ rules: [{ match: { msisdn: '233240000001' }, faults: { dropCallbacks: true } }] });
    await approvedPayment('233240000001');
    await approvedPayment('233240000002');
    await sim.engine.flush();
    expect(receiver.received).toHaveLength(1);
  });

  it('replays the final callback on demand', async () => {
    const ref = await approvedPayment();
    await receiver.waitFor(1);
    const replay = await fetch(`${sim.url}/_sim/payments/${ref}/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ copies: 3 }),
    });
    expect(replay.status).toBe(200);
    expect(receiver.received).toHaveLength(4);
  });
});

describe('API faults', () => {
  it('hangs: the caller times out, yet the payment was created', async () => {
    await configure({ faults: { hangMs: 60_000, hangOps: ['initiate'] } });
    const call = mtnInitiate(sim, { partyId: GHANA_MTN });
    void call.catch(() => undefined);
    const outcome = await Promise.race([call.then(() => 'answered'), sleep(300).then(() => 'no answer')]);
    expect(outcome).toBe('no answer');
    expect(sim.engine.list()).toHaveLength(1);
  });

  it('ends a hung request when it closes, instead of waiting for the hang to pass', async () => {
    const other = await startTestPaysim({ faults: { hangMs: 60_000, hangOps: ['status'] } });
    const { referenceId } = await mtnInitiate(other, { partyId: GHANA_MTN });
    const pending = mtnStatus(other, referenceId).catch(() => 'closed');
    await sleep(50);
    await other.close();
    expect(await pending).toBe('closed');
  });

  it('answers 500 after accepting the payment', async () => {
    await configure({ faults: { serverErrorOps: ['initiate'] } });
    const { response } = await mtnInitiate(sim, { partyId: GHANA_MTN });
    expect(response.status).toBe(500);
    expect(sim.engine.list()).toHaveLength(1);
  });
});

describe('control surface', () => {
  it('refuses an invalid config', async () => {
    expect((await configure({ faults: { duplicateCallbacks: 0 } })).status).toBe(400);
  });

  it('lists pending prompts and answers 409 to approving a settled one', async () => {
    const { referenceId } = await mtnInitiate(sim, { partyId: GHANA_MTN });
    await mtnInitiate(sim, { partyId: sandboxNumber(0) });
    const prompts = (await (await fetch(`${sim.url}/_sim/prompts`)).json()) as { ref: string }[];
    expect(prompts.map((p) => p.ref)).toEqual([referenceId]);
    await fetch(`${sim.url}/_sim/prompts/${referenceId}/decline`, { method: 'POST' });
    expect((await fetch(`${sim.url}/_sim/prompts/${referenceId}/approve`, { method: 'POST' })).status).toBe(
      409,
    );
    expect((await fetch(`${sim.url}/_sim/prompts/nope/approve`, { method: 'POST' })).status).toBe(404);
  });

  it('serves the prompts page', async () => {
    const page = await fetch(`${sim.url}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('name="viewport"');
    expect(html).toContain('/_sim/prompts');
  });

  it('auto-approves an ordinary prompt when configured to', async () => {
    await configure({ behaviour: { autoApproveMs: 20 } });
    const { referenceId } = await mtnInitiate(sim, { partyId: GHANA_MTN });
    await sleep(100);
    expect((await mtnStatus(sim, referenceId)).body.status).toBe('SUCCESSFUL');
  });
});
