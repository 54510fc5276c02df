import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deliverCallback } from '../callbacks.ts';
import type { EfiCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { basicCredentials, bearerToken, header, injectFaults, isHttpUrl, sameSecret } from '../http-util.ts';
import { randomDigits } from '../ids.ts';
import type { Settings } from '../settings.ts';
import { applySettingsPatch } from '../settings.ts';
import type { TokenStore } from '../tokens.ts';
import type { CallbackRequest, ProductSpec, SimPayment, StatusView } from '../types.ts';
import { dynamicBrCode } from './brcode.ts';
import { cobPlan, pixEnvioPlan, REFUSED_KEYS } from './scenarios.ts';

/**
 * Efí's Pix API as far as Sika uses it (market-payments.md §5; BCB API Pix v2 for /v2/cob; Efí's Pix-envio):
 * POST /oauth/token (HTTP Basic client credentials), PUT/GET /v2/cob/:txid, GET /v2/loc/:id/qrcode,
 * PUT /v3/gn/pix/:idEnvio (also under /v2, as some integrations call it), GET
 * /v2/gn/pix/enviados/id-envio/:idEnvio, and the webhook POST {registered URL}/pix with a `pix` array.
 * The webhook is registered on the account's key with PUT /v2/webhook/:chave (`{webhookUrl}`) and read back
 * with GET: as Efí does, the registration posts a test notification to the URL, which must answer 2xx, and
 * needs `x-skip-mtls-checking: true` (the simulator cannot do the mutual-TLS handshake Efí would try first).
 * Notifications go only to the registered URL (behaviour.efiWebhookUrl, which PAYSIM_EFI_WEBHOOK_URL presets
 * as if it had been registered on Efí's dashboard).
 *
 * What the simulator checks, standing in for Efí's mutual TLS (it serves plain HTTP): the client id and
 * secret on the token call and a valid bearer token on every other call, and that charges and payouts name
 * the account's own Pix key. It does not check a client certificate: the adapter's mTLS path (node:https
 * with the account's PEM certificate and key) is exercised only against Efí's homologation host.
 */

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const ID_ENVIO = /^[a-zA-Z0-9]{1,35}$/;
const AMOUNT = /^\d{1,10}\.\d{2}$/;

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

const envioBody = z.object({
  valor: z.string().regex(AMOUNT),
  pagador: z.object({ chave: z.string().min(1).max(77), infoPagador: z.string().max(140).optional() }),
  favorecido: z.object({ chave: z.string().min(1).max(77) }),
});

const SERVER_ERROR = { nome: 'erro_interno_servidor', mensagem: 'Erro interno do servidor' };
const EFI_ISPB = '09089356';

export function registerEfiRoutes(
  app: FastifyInstance,
  engine: Engine,
  tokens: TokenStore,
  credentials: EfiCredentials,
  baseUrl: () => string,
): void {
  const authorised = (request: FastifyRequest, reply: FastifyReply) => {
    if (tokens.isValid(bearerToken(request), 'efi')) return true;
    void reply.code(401).send({ nome: 'nao_autorizado', mensagem: 'Token inválido ou expirado' });
    return false;
  };
  // When the webhook was registered (a preset URL counts from the first GET).
  let webhookCreatedAt: string | null = null;
  const invalid = (reply: FastifyReply, error: z.ZodError) =>
    reply.code(400).send({ nome: 'valor_invalido', mensagem: firstIssue(error) });

  app.post('/oauth/token', async (request, reply) => {
    const given = basicCredentials(request);
    const grant = (request.body as { grant_type?: unknown } | undefined)?.grant_type;
    if (
      !given ||
      !sameSecret(given[0], credentials.clientId) ||
      !sameSecret(given[1], credentials.clientSecret) ||
      grant !== 'client_credentials'
    ) {
      return reply
        .code(401)
        .send({ error: 'invalid_client', error_description: 'Invalid or inactive credentials' });
    }
    const ttlS = engine.settings.behaviour.tokenTtlS;
    return reply.send({
      access_token: tokens.issue('efi', ttlS),
      token_type: 'Bearer',
      expires_in: ttlS,
      scope: 'cob.write cob.read pix.read pix.send webhook.write webhook.read',
    });
  });

  app.put('/v2/webhook/:chave', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { chave } = request.params as { chave: string };
    if (chave !== credentials.pixKey) {
      return reply.code(400).send({ nome: 'chave_invalida', mensagem: 'A chave não pertence a esta conta' });
    }
    const webhookUrl = (request.body as { webhookUrl?: unknown } | undefined)?.webhookUrl;
    if (typeof webhookUrl !== 'string' || !isHttpUrl(webhookUrl)) {
      return reply.code(400).send({ nome: 'valor_invalido', mensagem: 'URL inválida' });
    }
    if (header(request, 'x-skip-mtls-checking') !== 'true') {
      return reply.code(400).send({
        nome: 'webhook_invalido',
        mensagem: 'A autenticação de TLS mútuo não está configurada na URL informada',
      });
    }
    // Efí's test notification, to the URL as registered (no /pix); anything but 2xx refuses the registration.
    const test = await deliverCallback(
      {
        url: webhookUrl,
        method: 'POST',
        body: { evento: 'teste_webhook', data_criacao: new Date(engine.now()).toISOString() },
      },
      engine.settings.behaviour.callbackTimeoutMs,
      engine.signal,
    );
    if (test.httpStatus === null) {
      return reply.code(400).send({ nome: 'webhook_invalido', mensagem: 'A URL informada está inacessível' });
    }
    if (test.httpStatus < 200 || test.httpStatus > 299) {
      return reply.code(400).send({
        nome: 'webhook_invalido',
        mensagem: `A URL informada respondeu com o código HTTP ${test.httpStatus}`,
      });
    }
    engine.settings = applySettingsPatch(engine.settings, { behaviour: { efiWebhookUrl: webhookUrl } });
    webhookCreatedAt = new Date(engine.now()).toISOString();
    return reply.code(201).send({ webhookUrl, chave, criacao: webhookCreatedAt });
  });

  app.get('/v2/webhook/:chave', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { chave } = request.params as { chave: string };
    const webhookUrl = engine.settings.behaviour.efiWebhookUrl;
    if (chave !== credentials.pixKey || !webhookUrl) {
      return reply
        .code(404)
        .send({ nome: 'webhook_nao_encontrado', mensagem: 'Webhook não encontrado para a chave informada' });
    }
    return reply.send({
      webhookUrl,
      chave,
      criacao: webhookCreatedAt ?? new Date(engine.now()).toISOString(),
    });
  });

  app.put('/v2/cob/:txid', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const { txid } = request.params as { txid: string };
    if (!TXID.test(txid)) {
      return reply.code(400).send({ nome: 'valor_invalido', mensagem: 'txid: [a-zA-Z0-9]{26,35}' });
    }
    const parsed = cobBody.safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply, parsed.error);
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

  for (const version of ['v3', 'v2']) {
    app.put(`/${version}/gn/pix/:idEnvio`, async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const { idEnvio } = request.params as { idEnvio: string };
      if (!ID_ENVIO.test(idEnvio)) {
        return reply.code(400).send({ nome: 'valor_invalido', mensagem: 'idEnvio: [a-zA-Z0-9]{1,35}' });
      }
      const parsed = envioBody.safeParse(request.body ?? {});
      if (!parsed.success) return invalid(reply, parsed.error);
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

/** E + the PSP's ISPB + yyyyMMddHHmm + 11 letters and digits: 32 characters (BCB). */
function endToEndId(nowMs: number): string {
  const stamp = new Date(nowMs).toISOString().replace(/\D/g, '').slice(0, 12);
  return `E${EFI_ISPB}${stamp}${randomDigits(11)}`;
}

function cobStatus(view: StatusView): string {
  if (view.status === 'SUCCESSFUL') return 'CONCLUIDA';
  if (view.status === 'FAILED') return view.failure?.code ?? 'REMOVIDA_PELO_PSP';
  return 'ATIVA';
}

function paidItem(payment: SimPayment) {
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

function envioData(payment: SimPayment, view: StatusView) {
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

/** Efí appends "/pix" to the registered URL (with "?…&ignorar=" it lands in that parameter). */
function webhook(settings: Settings, body: unknown): CallbackRequest[] {
  const url = settings.behaviour.efiWebhookUrl;
  return url ? [{ url: `${url}/pix`, method: 'POST', body }] : [];
}

export function efiSpecs(): ProductSpec[] {
  const cob: ProductSpec = {
    product: 'efi-cob',
    payerPrompt: true,
    declineFailure: { code: 'REMOVIDA_PELO_USUARIO_RECEBEDOR', message: 'Cobrança removida' },
    contradictingFailure: { code: 'REMOVIDA_PELO_PSP', message: 'Cobrança removida' },
    newTransactionId: () => randomDigits(11),
    // A Pix received is notified; a charge that expires or is removed is not.
    callbacks: (payment, view, settings) =>
      view.status === 'SUCCESSFUL' ? webhook(settings, { pix: [paidItem(payment)] }) : [],
  };
  const envio: ProductSpec = {
    product: 'efi-pix-envio',
    payerPrompt: false,
    declineFailure: { code: 'AC03', message: 'Conta do recebedor inválida' },
    contradictingFailure: { code: 'AC03', message: 'Pix devolvido' },
    newTransactionId: () => randomDigits(11),
    callbacks: (payment, view, settings) => {
      if (view.status === 'PENDING') return [];
      const data = envioData(payment, view);
      return webhook(settings, {
        pix: [
          {
            endToEndId: data.endToEndId,
            chave: data.chave,
            tipo: 'SOLICITACAO',
            status: data.status,
            valor: data.valor,
            horario: data.horario.solicitacao,
            gnExtras: {
              idEnvio: payment.ref,
              ...(view.status === 'FAILED'
                ? {
                    erro: {
                      codigo: view.failure?.code,
                      origem: 'PSP recebedor',
                      motivo: view.failure?.message,
                    },
                  }
                : {}),
            },
          },
        ],
      });
    },
  };
  return [cob, envio];
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Requisição inválida';
}
