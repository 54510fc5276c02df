import http from 'node:http';
import { createDb } from '../../../src/db/pool.ts';
import { isAppError } from '../../../src/http/errors.ts';
import {
  hold,
  houseAccount,
  playerAccount,
  postHold,
  type TransferOutcome,
  transfer,
  voidHold,
} from '../../../src/modules/wallet/index.ts';

/**
 * A tiny HTTP server over the wallet's index API, for the crash test to SIGKILL: no route of the real
 * server moves money yet. POST / with JSON { op, key, playerId, amountMinor, holdId } answers 200 with
 * { transferId, replayed }, or 422 with the catalogue code. Reads DATABASE_URL; prints its port.
 */
const handle = createDb(process.env.DATABASE_URL!, 8);

interface Request {
  op: 'bet' | 'win' | 'hold' | 'post' | 'void';
  key: string;
  playerId: string;
  amountMinor: number;
  holdId?: string;
}

function run(r: Request): Promise<TransferOutcome> {
  const games = houseAccount('games', 'cash');
  const mine = playerAccount.withdrawable(r.playerId);
  const legs = (from: typeof games, to: typeof games) => [{ from, to, amountMinor: r.amountMinor }];
  switch (r.op) {
    case 'bet':
      return transfer(handle.db, { idempotencyKey: r.key, kind: 'bet', legs: legs(mine, games) });
    case 'win':
      return transfer(handle.db, { idempotencyKey: r.key, kind: 'win', legs: legs(games, mine) });
    case 'hold':
      return hold(handle.db, {
        idempotencyKey: r.key,
        kind: 'withdraw',
        expiresAt: null,
        legs: legs(mine, houseAccount('payouts', 'cash')),
      });
    case 'post':
      return postHold(handle.db, r.holdId!, new Date());
    case 'void':
      return voidHold(handle.db, r.holdId!, new Date());
  }
}

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', async () => {
    try {
      const outcome = await run(JSON.parse(body) as Request);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ transferId: outcome.transfer.id, replayed: outcome.replayed }));
    } catch (error) {
      res.writeHead(isAppError(error) ? 422 : 500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: isAppError(error) ? error.code : -1 }));
    }
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
