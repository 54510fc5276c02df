import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EfiCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { injectFaults } from '../http-util.ts';
import type { SimPayment, StatusView } from '../types.ts';
import { pixEnvioPlan, REFUSED_KEYS } from './scenarios.ts';
import { AMOUNT, type Authorised, answerInvalid, endToEndId, SERVER_ERROR } from './wire.ts';

/**
 * Efí's Pix-envio (payouts): PUT /v3/gn/pix/:idEnvio (also under /v2, as some integrations call it) and
 * GET /v2/gn/pix/enviados/id-envio/:idEnvio. A payout names the account's own Pix key as the payer's.
 */

const ID_ENVIO = /^[a-zA-Z0-9]{1,35}$/;

const envioBody = z.object({
  valor: z.string().regex(AMOUNT),
  pagador: z.object({ chave: z.string().min(1).max(77), infoPagador: z.string().max(140).optional() }),
  favorecido: z.object({ chave: z.string().min(1).max(77) }),
});

export function registerEfiPixEnvio(
  app: FastifyInstance,
  engine: Engine,
  authorised: Authorised,
  credentials: EfiCredentials,
): void {
  for (const version of ['v3', 'v2']) {
    app.put(`/${version}/gn/pix/:idEnvio`, async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const { idEnvio } = request.params as { idEnvio: string };
      if (!ID_ENVIO.test(idEnvio)) {
        return reply.code(400).send({ nome: 'valor_invalido', mensagem: 'idEnvio: [a-zA-Z0-9]{1,35}' });
      }
      const parsed = envioBody.safeParse(request.body ?? {});
      if (!parsed.success) return answerInvalid(reply, parsed.error);
      const body = parsed.data;
      const earlier = engine.find('efi-pix-envio', idEnvio);
      if (earlier) {
        // The same idEnvio is the same payment: the same request answers it again; another one is refused.
        const same = earlier.amount === body.valor && earlier.msisdn === body.favorecido.chave;
        if (!same) {
          return reply
            .code(409)
            .send({ nome: 'id_envio_duplicado', mensagem: 'O idEnvio informado já foi utilizado' });
        }
        return reply.code(201).send(envioAnswer(earlier));
      }
      if (body.pagador.chave !== credentials.pixKey) {
        return reply
          .code(400)
          .send({ nome: 'chave_invalida', mensagem: 'A chave do pagador não pertence a esta conta' });
      }
      const refusal = REFUSED_KEYS[body.favorecido.chave.toLowerCase()];
      if (refusal) return reply.code(400).send(refusal);
      const payment = engine.create({
        product: 'efi-pix-envio',
        ref: idEnvio,
        msisdn: body.favorecido.chave,
        amount: body.valor,
        currency: 'BRL',
        externalId: idEnvio,
        plan: pixEnvioPlan(body.favorecido.chave),
        wire: { endToEndId: endToEndId(engine.now()), infoPagador: body.pagador.infoPagador ?? null },
      });
      if (await injectFaults(engine, engine.faultsOf(payment), 'initiate', reply, SERVER_ERROR)) return reply;
      return reply.code(201).send(envioAnswer(payment));
    });
  }

  app.get('/v2/gn/pix/enviados/id-envio/:idEnvio', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { idEnvio } = request.params as { idEnvio: string };
    const payment = engine.find('efi-pix-envio', idEnvio);
    if (!payment) return reply.code(404).send({ nome: 'pix_nao_encontrado', mensagem: 'Pix não encontrado' });
    if (await injectFaults(engine, engine.faultsOf(payment), 'status', reply, SERVER_ERROR)) return reply;
    return reply.send(envioData(payment, engine.view(payment)));
  });
}

function envioAnswer(payment: SimPayment) {
  return {
    idEnvio: payment.ref,
    e2eId: payment.wire.endToEndId,
    valor: payment.amount,
    horario: { solicitacao: new Date(payment.createdAtMs).toISOString() },
    status: 'EM_PROCESSAMENTO',
  };
}

function envioStatus(view: StatusView): string {
  return view.status === 'SUCCESSFUL'
    ? 'REALIZADO'
    : view.status === 'FAILED'
      ? 'NAO_REALIZADO'
      : 'EM_PROCESSAMENTO';
}

/** A payout as GET /v2/gn/pix/enviados answers it; the webhook notifies part of it. */
export function envioData(payment: SimPayment, view: StatusView) {
  const status = envioStatus(view);
  return {
    endToEndId: payment.wire.endToEndId,
    idEnvio: payment.ref,
    valor: payment.amount,
    chave: payment.msisdn,
    status,
    infoPagador: payment.wire.infoPagador,
    horario: {
      solicitacao: new Date(payment.createdAtMs).toISOString(),
      ...(status === 'REALIZADO' ? { liquidacao: new Date(payment.finalAtMs ?? 0).toISOString() } : {}),
    },
    favorecido: { chave: payment.msisdn },
    ...(status === 'NAO_REALIZADO'
      ? {
          gnExtras: {
            erro: { codigo: view.failure?.code, origem: 'PSP recebedor', motivo: view.failure?.message },
          },
        }
      : {}),
  };
}
