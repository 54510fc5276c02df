import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { moveAppeal } from '../../src/modules/feedback/index.ts';
import { reconcilePayments } from '../../src/modules/payments/index.ts';
import {
  balances,
  deposit,
  depositTransfers,
  expectLedgerHealthy,
  get,
  newPlayer,
  type PaymentsHarness,
  type Player,
  pollUntilSettled,
  simAnswer,
  startPayments,
} from '../payments/support.ts';
import { body } from '../support/app.ts';
import { multipart, pngHeaderOnly, receiptJpeg } from './support.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-appeals-'));
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPayments({ DATA_DIR: dataDir });
});
afterEach(() => expectLedgerHealthy(h.t));
afterAll(async () => {
  await h.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface AppealData {
  id: string;
  status: number;
  statusName: string;
  reason: string | null;
  receiptUrl: string;
  deposit: { state: number };
  timeline: { statusName: string; reason: string | null; note: string | null }[];
}

async function submit(player: Player, transNo: string, file?: { name: string; type: string; data: Buffer }) {
  const form = multipart({ transactionId: 'MP2601011234', remark: 'I paid and got the SMS' }, file);
  const response = await h.t.app.inject({
    method: 'POST',
    url: `/api/feedback/deposit/${transNo}`,
    headers: { token: player.token, 'content-type': form.contentType },
    payload: form.payload,
  });
  return { response, ...body<AppealData>(response) };
}

async function failedDeposit(player: Player) {
  const created = await deposit(h.t, player, { payMoney: 5_000, payChannel: 'MTN_MM', mobile: '0243123451' });
  await pollUntilSettled(h.t, player, created.data.transNo);
  return created.data.transNo;
}

const timeline = async (player: Player, id: string) =>
  body<AppealData>(await get(h.t, `/api/feedback/timeline/${id}`, player.token)).data;

describe('deposit appeals', () => {
  it('accepts a receipt photo, re-encodes it without its metadata, and follows the six statuses', async () => {
    const player = await newPlayer(h.t);
    const transNo = await failedDeposit(player);
    const form = body<{ canAppeal: boolean; openAppealId: string | null; maxReceiptBytes: number }>(
      await get(h.t, `/api/feedback/deposit/${transNo}`, player.token),
    ).data;
    expect(form).toMatchObject({ canAppeal: true, openAppealId: null, maxReceiptBytes: 10 * 1024 * 1024 });

    const submitted = await submit(player, transNo, {
      name: 'receipt.jpg',
      type: 'image/jpeg',
      data: await receiptJpeg(),
    });
    expect(submitted.response.statusCode).toBe(200);
    expect(submitted.data).toMatchObject({ status: 1, statusName: 'submitted', deposit: { state: 4 } });
    expect(submitted.data.timeline.map((s) => s.statusName)).toEqual(['submitted']);

    const files = readdirSync(path.join(dataDir, 'uploads', 'appeals'));
    expect(files.some((f) => /^[0-9a-f-]{36}\.webp$/.test(f))).toBe(true);
    const receipt = await h.t.app.inject({
      url: submitted.data.receiptUrl,
      headers: { token: player.token },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-disposition': 'attachment; filename="receipt.webp"',
      'x-content-type-options': 'nosniff',
    });
    const meta = await sharp(receipt.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(meta.exif).toBeUndefined();
    const stranger = await newPlayer(h.t);
    expect(
      (await h.t.app.inject({ url: submitted.data.receiptUrl, headers: { token: stranger.token } }))
        .statusCode,
    ).toBe(404);
    expect((await get(h.t, `/api/feedback/timeline/${submitted.data.id}`, stranger.token)).statusCode).toBe(
      404,
    );

    const again = await submit(player, transNo, {
      name: 'r.jpg',
      type: 'image/jpeg',
      data: await receiptJpeg(),
    });
    expect(again.response.statusCode).toBe(409);
    expect(again.code).toBe(3009);

    await moveAppeal(h.t.ctx, { appealId: submitted.data.id, to: 2, actor: 'agent' });
    await moveAppeal(h.t.ctx, {
      appealId: submitted.data.id,
      to: 4,
      actor: 'agent',
      note: 'Checking with MTN',
    });
    await expect(
      moveAppeal(h.t.ctx, { appealId: submitted.data.id, to: 5, actor: 'operations' }),
    ).rejects.toMatchObject({ code: 1000 });
    await moveAppeal(h.t.ctx, {
      appealId: submitted.data.id,
      to: 5,
      reason: 'wrong_amount',
      actor: 'operations',
    });
    await expect(
      moveAppeal(h.t.ctx, { appealId: submitted.data.id, to: 2, actor: 'agent' }),
    ).rejects.toMatchObject({ code: 1005 });
    await moveAppeal(h.t.ctx, { appealId: submitted.data.id, to: 6, actor: 'operations' });
    const done = await timeline(player, submitted.data.id);
    expect(done.timeline.map((s) => s.statusName)).toEqual([
      'submitted',
      'under_agent_review',
      'passed_to_operations',
      'rejected_by_operations',
      'closed',
    ]);
    expect(done.timeline[2]!.note).toBe('Checking with MTN');
    expect(done.timeline[3]!.reason).toBe('wrong_amount');
    // Closed: the player may appeal once more.
    const list = body<{ list: { id: string }[] }>(await get(h.t, '/api/feedback/appeals', player.token)).data
      .list;
    expect(list.map((a) => a.id)).toEqual([submitted.data.id]);
  });

  it('moves an appeal with the operator command, receipt unverifiable with its reason', async () => {
    const player = await newPlayer(h.t);
    const transNo = await failedDeposit(player);
    const png = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const { data } = await submit(player, transNo, { name: 'shot.png', type: 'image/png', data: png });
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/appeal.ts', ...args], {
        cwd: path.resolve(import.meta.dirname, '../../../..'),
        env: { ...process.env, DATABASE_URL: h.t.dbUrl, DATA_DIR: dataDir },
      });
    await run('move', data.id, 'under_agent_review');
    await run(
      'move',
      data.id,
      'receipt_unverifiable',
      '--reason',
      'fake_image',
      '--note',
      'The image was edited.',
    );
    const after = await timeline(player, data.id);
    expect(after).toMatchObject({ status: 3, statusName: 'receipt_unverifiable', reason: 'fake_image' });
    expect(after.timeline.at(-1)).toMatchObject({ reason: 'fake_image', note: 'The image was edited.' });
  });

  it('credits a late payment found when the player appeals, and closes the appeal with that news', async () => {
    const player = await newPlayer(h.t);
    await h.configure({ faults: { dropCallbacks: true } });
    try {
      const created = await deposit(h.t, player, { payMoney: 7_000, payChannel: 'MTN_MM' });
      h.t.clock.advance(31 * 60_000);
      await reconcilePayments(h.t.ctx);
      await simAnswer(h, created.data.transNo, 'approve');
      const { data } = await submit(player, created.data.transNo, {
        name: 'r.jpg',
        type: 'image/jpeg',
        data: await receiptJpeg(),
      });
      expect(data).toMatchObject({ statusName: 'closed', deposit: { state: 3 } });
      expect(data.timeline.at(-1)!.note).toMatch(/credited/);
      expect((await balances(h.t, player)).money).toBe(7_000);
      expect(await depositTransfers(h.t, player)).toHaveLength(1);
    } finally {
      await h.configure({ faults: { dropCallbacks: false } });
    }
  });

  it.each([
    [
      'a PDF renamed .jpg',
      { name: 'receipt.jpg', type: 'image/jpeg', data: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF') },
      415,
      1010,
    ],
    [
      'an SVG',
      {
        name: 'r.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      415,
      1010,
    ],
    [
      'an HTML page named .png',
      { name: 'r.png', type: 'image/png', data: Buffer.from('<html><body>hi</body></html>') },
      415,
      1010,
    ],
    [
      'a truncated JPEG',
      { name: 'r.jpg', type: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) },
      415,
      1010,
    ],
    [
      'a file over 10 MB',
      { name: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) },
      413,
      1009,
    ],
  ])('refuses %s', async (_case, file, status, code) => {
    const player = await newPlayer(h.t);
    const transNo = await failedDeposit(player);
    const answer = await submit(player, transNo, file);
    expect(answer.response.statusCode).toBe(status);
    expect(answer.code).toBe(code);
    expect(
      (
        await h.t.ctx.db
          .selectFrom('deposit_appeals')
          .select('id')
          .where('player_id', '=', player.playerId)
          .execute()
      ).length,
    ).toBe(0);
  });

  it('refuses a pixel flood, a missing receipt, a credited deposit and someone else’s order', async () => {
    const player = await newPlayer(h.t);
    const transNo = await failedDeposit(player);
    const flood = pngHeaderOnly(20_000, 20_000);
    expect(
      (await submit(player, transNo, { name: 'f.png', type: 'image/png', data: flood })).response.statusCode,
    ).toBe(415);
    const missing = await submit(player, transNo);
    expect(missing.response.statusCode).toBe(400);

    const paid = await deposit(h.t, player, { payMoney: 1_000, payChannel: 'MTN_MM' });
    await simAnswer(h, paid.data.transNo, 'approve');
    const credited = await submit(player, paid.data.transNo, {
      name: 'r.jpg',
      type: 'image/jpeg',
      data: await receiptJpeg(),
    });
    expect(credited.response.statusCode).toBe(422);
    expect(credited.code).toBe(3010);

    const stranger = await newPlayer(h.t);
    const foreign = await submit(stranger, transNo, {
      name: 'r.jpg',
      type: 'image/jpeg',
      data: await receiptJpeg(),
    });
    expect(foreign.response.statusCode).toBe(404);
    expect((await get(h.t, `/api/feedback/deposit/${transNo}`, stranger.token)).statusCode).toBe(404);
  });
});
