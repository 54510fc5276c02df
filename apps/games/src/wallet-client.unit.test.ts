import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeOperatorWallet, startFakeOperatorWallet } from './testing/fake-operator-wallet.ts';
import { createWalletClient, WalletUnavailableError } from './wallet-client.ts';

// HTTP round trips on a loaded CI box: allow more than the default 5 s per test.
vi.setConfig({ testTimeout: 30_000 });
const SECRET = 'test-wallet-secret-0123456789';
let operator: FakeOperatorWallet;

beforeAll(async () => {
  operator = await startFakeOperatorWallet(SECRET);
});
afterAll(() => operator.close());

const clientFor = (secret = SECRET, timeoutMs = 2000) =>
  createWalletClient({ baseUrl: operator.url, secret, timeoutMs, retry: { baseDelayMs: 1, attempts: 4 } });

async function authenticated(playerId: string, balance = 10_000) {
  const client = clientFor();
  const answer = await client.authenticate({
    launchToken: operator.issueLaunchToken(playerId, balance),
    gameCode: 'dice',
  });
  if (answer.status !== 'OK') throw new Error(answer.status);
  return { client, session: { sessionToken: answer.sessionToken, playerId, gameCode: 'dice' } };
}

const bet = (
  session: { sessionToken: string; playerId: string; gameCode: string },
  txId: string,
  amount: number,
) => ({
  ...session,
  txId,
  roundId: `r-${txId}`,
  amount,
  currency: 'GHS',
});

describe('the seamless-wallet client', () => {
  it('signs its calls so the operator accepts them, and the launch token works once', async () => {
    const client = clientFor();
    const launchToken = operator.issueLaunchToken('p-sign', 5000);
    const first = await client.authenticate({ launchToken, gameCode: 'dice' });
    expect(first).toMatchObject({ status: 'OK', playerId: 'p-sign', currency: 'GHS', balance: 5000 });
    expect((await client.authenticate({ launchToken, gameCode: 'dice' })).status).toBe('INVALID_SESSION');
  });

  it('gets INVALID_SIGNATURE as a definitive answer when the secret is wrong', async () => {
    const answer = await clientFor('another-secret-entirely').authenticate({
      launchToken: operator.issueLaunchToken('p-bad'),
      gameCode: 'dice',
    });
    expect(answer.status).toBe('INVALID_SIGNATURE');
  });

  it('answers insufficient funds with the balance', async () => {
    const { client, session } = await authenticated('p-poor', 300);
    expect(await client.bet(bet(session, 'poor-1', 500))).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: 300,
      currency: 'GHS',
    });
  });

  it('rolls back a bet whose answer was lost, so the stake comes back', async () => {
    const { client, session } = await authenticated('p-lost', 1000);
    operator.failNext('bet', 1, 'drop-response');
    await expect(client.bet(bet(session, 'lost-1', 400))).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(operator.balanceOf('p-lost')).toBe(1000);
    const rollback = operator.calls.find(
      (call) => call.operation === 'rollback' && call.body.originalTxId === 'lost-1',
    );
    expect(rollback?.body.txId).toBe('lost-1-rb');
  });

  it('rolls back a bet that timed out; the late bet is then refused by the tombstone', async () => {
    const client = createWalletClient({
      baseUrl: operator.url,
      secret: SECRET,
      timeoutMs: 1000,
      retry: { baseDelayMs: 1 },
    });
    const { session } = await authenticated('p-slow', 1000);
    operator.failNext('bet', 1, 'hang');
    await expect(client.bet(bet(session, 'slow-1', 400))).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(operator.balanceOf('p-slow')).toBe(1000);
    expect((await client.bet(bet(session, 'slow-1', 400))).status).toBe('TX_ROLLED_BACK');
  });

  it('retries a win with the same txId until it lands, and pays it once', async () => {
    const { client, session } = await authenticated('p-win', 1000);
    await client.bet(bet(session, 'win-bet', 100));
    operator.failNext('win', 2, 'internal');
    const win = {
      txId: 'win-1',
      roundId: 'r-win-bet',
      betTxId: 'win-bet',
      playerId: 'p-win',
      gameCode: 'dice',
    };
    const answer = await client.win({ ...win, amount: 250, currency: 'GHS', roundClosed: true });
    expect(answer).toMatchObject({ status: 'OK', balance: 1150 });
    const again = await client.win({ ...win, amount: 250, currency: 'GHS', roundClosed: true });
    expect(again).toEqual(answer);
    expect(operator.calls.filter((call) => call.body.txId === 'win-1')).toHaveLength(4);
  });

  it('gives up after its attempts when the wallet keeps failing', async () => {
    const client = clientFor();
    operator.failNext('roundEnd', 10, 'internal');
    await expect(
      client.roundEnd({ roundId: 'r-x', playerId: 'p-win', gameCode: 'dice' }),
    ).rejects.toBeInstanceOf(WalletUnavailableError);
    operator.failNext('roundEnd', 0, 'internal');
  });
});
