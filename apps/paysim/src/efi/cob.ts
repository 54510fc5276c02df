import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EfiCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { injectFaults } from '../http-util.ts';
import { randomDigits } from '../ids.ts';
import type { SimPayment, StatusView } from '../types.ts';
import { dynamicBrCode } from './brcode.ts';
import { cobPlan } from './scenarios.ts';
import { AMOUNT, type Authorised, answerInvalid, endToEndId, SERVER_ERROR } from './wire.ts';

/**
 * Efí's immediate charges (BCB API Pix v2): PUT/GET /v2/cob/:txid, and GET /v2/loc/:id/qrcode for the
 * charge's BR Code. A charge names the account's own Pix key.
 */

const TXID = /^[a-zA-Z0-9]{26,35}$/;

const cobBody = z.object({
  calendario: z.object({ expiracao: z.number().int().positive().max(2_147_483_647) }).optional(),
  devedor: z
    .object({
      cpf: z
        .string()
        .regex(/^\d{11}$/)
        .optional(),
      nome: z.string().max(200),
    })
    .optional(),
  valor: z.object({ original: z.string().regex(AMOUNT) }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
  infoAdicionais: z
    .array(z.object({ nome: z.string().max(50), valor: z.string().max(200) }))
    .max(50)
    .optional(),
});

export function registerEfiCob(
  app: FastifyInstance,
  engine: Engine,
  authorised: Authorised,
  credentials: EfiCredentials,
  baseUrl: () => string,
): void {
  app.put('/v2/cob/:txid', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { txid } = request.params as { txid: string };
    if (!TXID.test(txid)) {
      return reply.code(400).send({ nome: 'valor_invalido', mensagem: 'txid: [a-zA-Z0-9]{26,35}' });
    }
    const parsed = cobBody.safeParse(request.body ?? {});
    if (!parsed.success) return answerInvalid(reply, parsed.error);
    const body = parsed.data;
    if (body.chave !== credentials.pixKey) {
      return reply.code(400).send({ nome: 'chave_invalida', mensagem: 'A chave não pertence a esta conta' });
    }
    if (engine.find('efi-cob', txid)) {
      return reply
        .code(400)
        .send({ nome: 'txid_duplicado', mensagem: 'O txid informado já foi utilizado em outra cobrança' });
    }
    const locId = Number(randomDigits(6));
    const location = `${baseUrl().replace(/^https?:\/\//, '')}/v2/loc/${locId}`;
    const payment = engine.create({
      product: 'efi-cob',
      ref: txid,
      msisdn: '',
      amount: body.valor.original,
      currency: 'BRL',
      externalId: txid,
      plan: cobPlan(body.valor.original),
      wire: {
        locId,
        location,
        expiracao: body.calendario?.expiracao ?? 86_400,
        solicitacaoPagador: body.solicitacaoPagador ?? null,
        chave: body.chave,
        endToEndId: endToEndId(engine.now()),
        pixCopiaECola: dynamicBrCode({
          location,
          amount: body.valor.original,
          name: 'SIKA GAMING BRASIL',
          city: 'SAO PAULO',
        }),
      },
    });
    if (await injectFaults(engine, engine.faultsOf(payment), 'initiate', reply, SERVER_ERROR)) return reply;
    return reply.code(201).send(cobData(payment, engine.view(payment)));
  });

  app.get('/v2/cob/:txid', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { txid } = request.params as { txid: string };
    const payment = engine.find('efi-cob', txid);
    if (!payment)
      return reply.code(404).send({ nome: 'cobranca_nao_encontrada', mensagem: 'Cobrança não encontrada' });
    if (await injectFaults(engine, engine.faultsOf(payment), 'status', reply, SERVER_ERROR)) return reply;
    return reply.send(cobData(payment, engine.view(payment)));
  });

  app.get('/v2/loc/:id/qrcode', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { id } = request.params as { id: string };
    const payment = engine.list().find((p) => p.product === 'efi-cob' && String(p.wire.locId) === id);
    if (!payment)
      return reply.code(404).send({ nome: 'location_nao_encontrada', mensagem: 'Location não encontrada' });
    return reply.send({ qrcode: payment.wire.pixCopiaECola, linkVisualizacao: `${baseUrl()}/` });
  });
}

function cobStatus(view: StatusView): string {
  if (view.status === 'SUCCESSFUL') return 'CONCLUIDA';
  if (view.status === 'FAILED') return view.failure?.code ?? 'REMOVIDA_PELO_PSP';
  return 'ATIVA';
}

/** The Pix that paid a charge, as the charge lists it and as the webhook notifies it. */
export function paidItem(payment: SimPayment) {
  return {
    endToEndId: payment.wire.endToEndId,
    txid: payment.ref,
    chave: payment.wire.chave,
    valor: payment.amount,
    horario: new Date(payment.finalAtMs ?? 0).toISOString(),
    infoPagador: 'Pagamento Sika',
  };
}

function cobData(payment: SimPayment, view: StatusView) {
  const status = cobStatus(view);
  return {
    calendario: { criacao: new Date(payment.createdAtMs).toISOString(), expiracao: payment.wire.expiracao },
    txid: payment.ref,
    revisao: 0,
    loc: {
      id: payment.wire.locId,
      location: payment.wire.location,
      tipoCob: 'cob',
      criacao: new Date(payment.createdAtMs).toISOString(),
    },
    location: payment.wire.location,
    status,
    valor: { original: payment.amount },
    chave: payment.wire.chave,
    ...(payment.wire.solicitacaoPagador ? { solicitacaoPagador: payment.wire.solicitacaoPagador } : {}),
    pixCopiaECola: payment.wire.pixCopiaECola,
    ...(status === 'CONCLUIDA' ? { pix: [paidItem(payment)] } : {}),
  };
}
