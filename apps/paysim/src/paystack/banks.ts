import type { FastifyInstance } from 'fastify';
import type { Engine } from '../engine.ts';
import { injectFaults } from '../http-util.ts';
import { faultsFor } from '../settings.ts';
import { accountNameOf, SIMULATED_BANKS, transferRefusal } from './scenarios.ts';
import { type Authorised, SERVER_ERROR } from './wire.ts';

/** Paystack's banks: GET /bank (a fixed list of Nigerian banks) and GET /bank/resolve (the account's name). */
export function registerPaystackBanks(app: FastifyInstance, engine: Engine, authorised: Authorised): void {
  app.get('/bank', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    if (
      await injectFaults(
        engine,
        faultsFor(engine.settings, { msisdn: '', externalId: '' }),
        'status',
        reply,
        SERVER_ERROR,
      )
    )
      return reply;
    const data = SIMULATED_BANKS.map(([code, name], index) => ({
      id: index + 1,
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      code,
      longcode: '',
      gateway: null,
      pay_with_bank: false,
      active: true,
      is_deleted: false,
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
    }));
    return reply.send({
      status: true,
      message: 'Banks retrieved',
      data,
      meta: { next: null, previous: null, perPage: 100 },
    });
  });

  app.get('/bank/resolve', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const query = request.query as { account_number?: string; bank_code?: string };
    const accountNumber = query.account_number ?? '';
    const bank = SIMULATED_BANKS.find(([code]) => code === query.bank_code);
    if (!/^\d{10}$/.test(accountNumber) || !bank) {
      return reply
        .code(422)
        .send({ status: false, message: 'Could not resolve account name. Check parameters or try again.' });
    }
    if (
      await injectFaults(
        engine,
        faultsFor(engine.settings, { msisdn: accountNumber, externalId: '' }),
        'status',
        reply,
        SERVER_ERROR,
      )
    )
      return reply;
    if (transferRefusal(accountNumber)?.startsWith('Could not resolve')) {
      return reply.code(422).send({ status: false, message: transferRefusal(accountNumber) });
    }
    return reply.send({
      status: true,
      message: 'Account number resolved',
      data: {
        account_number: accountNumber,
        account_name: accountNameOf(accountNumber),
        bank_id: SIMULATED_BANKS.indexOf(bank) + 1,
      },
    });
  });
}
