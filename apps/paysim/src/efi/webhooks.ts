import type { FastifyInstance } from 'fastify';
import { deliverCallback } from '../callbacks.ts';
import type { EfiCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import { header, isHttpUrl } from '../http-util.ts';
import { randomDigits } from '../ids.ts';
import type { Settings } from '../settings.ts';
import { applySettingsPatch } from '../settings.ts';
import type { CallbackRequest, ProductSpec } from '../types.ts';
import { paidItem } from './cob.ts';
import { envioData } from './pix-envio.ts';
import type { Authorised } from './wire.ts';

/**
 * Efí's webhook: registered on the account's key with PUT /v2/webhook/:chave (`{webhookUrl}`) and read back
 * with GET; as Efí does, the registration posts a test notification to the URL, which must answer 2xx, and
 * needs `x-skip-mtls-checking: true` (the simulator cannot do the mutual-TLS handshake Efí would try first).
 * Notifications — a `pix` array POSTed to {registered URL}/pix — come from the product specs below.
 */

export function registerEfiWebhook(
  app: FastifyInstance,
  engine: Engine,
  authorised: Authorised,
  credentials: EfiCredentials,
): void {
  // When the webhook was registered (a preset URL counts from the first GET).
  let webhookCreatedAt: string | null = null;

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
