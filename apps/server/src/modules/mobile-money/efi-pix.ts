import { randomUUID } from 'node:crypto';
import {
  createEfiClient,
  type EfiClientConfig,
  efiError,
  fromPixAmount,
  ID_ENVIO,
  idEnvioOf,
  newTxid,
  readBody,
  TXID,
  toPixAmount,
} from './efi-client.ts';
import { parseEfiWebhook } from './efi-webhook.ts';
import { isPositiveSafeMinor } from './money.ts';
import {
  type FailureCode,
  failure,
  type InitiateResult,
  initiateOutcome,
  type PaymentFailure,
  type PaymentProvider,
  type PaymentRef,
  type PaymentRequest,
  type PaymentState,
  type StatusResult,
  unknownStatus,
} from './provider.ts';

export {
  fromPixAmount,
  idEnvioOf,
  newTxid,
  providerRefOfIdEnvio,
  toPixAmount,
} from './efi-client.ts';
export { parseEfiWebhook, splitEfiWebhook, verifyEfiWebhookUrl } from './efi-webhook.ts';

/**
 * Pix for Brazil through Efí (market-payments.md §5; BCB "API Pix" v2 for the charge, Efí's own Pix-envio
 * for payouts; efipay/sdk-node-apis-efi for the paths):
 * - every call through the Efí client (efi-client.ts): mutual TLS with the account's certificate, after
 *   `POST /oauth/token` with HTTP Basic client credentials;
 * - deposit: an immediate charge `PUT /v2/cob/{txid}` (txid = our reference, 32 letters and digits, chosen
 *   and stored before the call, so a retry is the same charge) answering the "copia e cola" code
 *   (`pixCopiaECola`) the web shows as text and QR code; `GET /v2/cob/{txid}` decides (CONCLUIDA = paid);
 * - payout: `PUT /v3/gn/pix/{idEnvio}` to the player's Pix key (idEnvio = our reference without its dashes:
 *   the same idEnvio is the same payment), `GET /v2/gn/pix/enviados/id-envio/{idEnvio}` decides;
 * - one webhook for both (efi-webhook.ts), `POST {webhookUrl}/pix` with a `pix` array: a hint only, each
 *   item is confirmed by the GET above before any money moves.
 * Money on the wire is a decimal string "12.34" (`\d{1,10}\.\d{2}`); inside, integer centavos.
 */

export interface EfiPixConfig extends EfiClientConfig {
  /** Our Pix key: the receiver of the charges and the payer of the payouts (it has the webhook). */
  pixKey: string;
  /**
   * The secret in the webhook URL registered with Efí (`{PUBLIC_URL}/hooks/efi-pix?hmac=…&ignorar=`, Efí's
   * documented pairing for a server that does not check Efí's client certificate itself).
   */
  webhookHmac: string;
  /** The market's currency: BRL only. */
  currency: string;
  /** How long a charge can be paid (calendario.expiracao). */
  chargeExpirySeconds: number;
}

/** A charge past its expiry is given this long for a payment already on its way before it counts as expired. */
const EXPIRY_GRACE_MS = 5 * 60_000;

export function createEfiPixProvider(
  config: EfiPixConfig,
  deps: { nowMs?: () => number } = {},
): PaymentProvider {
  const nowMs = deps.nowMs ?? Date.now;
  const { call } = createEfiClient(config, nowMs);

  function refused(request: PaymentRequest, reference: string): InitiateResult | null {
    if (!isPositiveSafeMinor(request.amountMinor) || toPixAmount(request.amountMinor).length > 13) {
      return initiateOutcome('FAILED', reference, failure('INVALID_AMOUNT', 'AMOUNT', 'not a Pix amount'));
    }
    if (request.currency !== config.currency) {
      return initiateOutcome(
        'FAILED',
        reference,
        failure('INVALID_REQUEST', 'CURRENCY', `Pix moves ${config.currency} only`),
      );
    }
    return null;
  }

  async function initiateDeposit(request: PaymentRequest): Promise<InitiateResult> {
    const txid = request.providerRef ?? newTxid();
    if (!TXID.test(txid)) {
      return initiateOutcome(
        'FAILED',
        txid,
        failure('INVALID_REQUEST', 'TXID', 'txid is not [a-zA-Z0-9]{26,35}'),
      );
    }
    const early = refused(request, txid);
    if (early) return early;
    const answer = await call('PUT', `v2/cob/${txid}`, {
      calendario: { expiracao: config.chargeExpirySeconds },
      valor: { original: toPixAmount(request.amountMinor) },
      chave: config.pixKey,
      solicitacaoPagador: (request.description ?? 'Sika deposit').slice(0, 140),
    });
    if (answer.kind === 'no-answer' || answer.status >= 500) return initiateOutcome('UNKNOWN', txid);
    const json = answer.json as Record<string, unknown> | null;
    if (answer.status === 200 || answer.status === 201) {
      const code = typeof json?.pixCopiaECola === 'string' ? json.pixCopiaECola : null;
      const result = initiateOutcome('PENDING', txid);
      return code ? { ...result, payerAction: { url: null, code } } : result;
    }
    const { name, message } = efiError(json);
    // The same txid again: the charge exists (a retry after a lost answer); its status tells the rest.
    if (answer.status === 409 || /txid_duplicado|cobranca_ja_existe|duplicad/i.test(name)) {
      return initiateOutcome('PENDING', txid, null, true);
    }
    return initiateOutcome(
      'FAILED',
      txid,
      failure(refusalCode(answer.status, name), name || String(answer.status), message),
    );
  }

  async function depositStatus(ref: PaymentRef): Promise<StatusResult> {
    const answer = await call('GET', `v2/cob/${encodeURIComponent(ref.providerRef)}`);
    const data = readBody(answer);
    if (!data.ok) return { ...unknownStatus(ref.providerRef, data.notFound) };
    const cob = data.json;
    const status = String(cob.status ?? '');
    const pix = Array.isArray(cob.pix) ? (cob.pix as Record<string, unknown>[]) : [];
    const paidMinor = pix.reduce<number | null>((sum, item) => {
      const value = fromPixAmount(item.valor);
      return sum === null || value === null ? null : sum + value;
    }, 0);
    let state: PaymentState;
    let fail: PaymentFailure | null = null;
    if (status === 'CONCLUIDA') state = 'SUCCESSFUL';
    else if (status === 'ATIVA') {
      state = chargeExpired(cob, nowMs()) ? 'FAILED' : 'PENDING';
      if (state === 'FAILED') fail = failure('EXPIRED', 'EXPIRADA', 'the charge expired unpaid');
    } else if (status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR' || status === 'REMOVIDA_PELO_PSP') {
      state = 'FAILED';
      fail = failure('EXPIRED', status, 'the charge was removed unpaid');
    } else return unknownStatus(ref.providerRef);
    const first = pix[0];
    return {
      state,
      providerRef: ref.providerRef,
      providerTxnId: typeof first?.endToEndId === 'string' ? first.endToEndId : null,
      amountMinor:
        state === 'SUCCESSFUL' ? (pix.length > 0 ? paidMinor : fromPixAmount(readValor(cob))) : null,
      currency: state === 'SUCCESSFUL' ? config.currency : null,
      failure: fail,
      notFound: false,
      resultByCallback: false,
    };
  }

  async function initiatePayout(request: PaymentRequest): Promise<InitiateResult> {
    const reference = request.providerRef ?? randomUUID();
    const idEnvio = idEnvioOf(reference);
    if (!ID_ENVIO.test(idEnvio)) {
      return initiateOutcome('FAILED', reference, failure('INVALID_REQUEST', 'ID_ENVIO', 'bad idEnvio'));
    }
    const early = refused(request, reference);
    if (early) return early;
    if (!request.pixKey) {
      return initiateOutcome('FAILED', reference, failure('INVALID_REQUEST', 'NO_KEY', 'no Pix key'));
    }
    const answer = await call('PUT', `v3/gn/pix/${idEnvio}`, {
      valor: toPixAmount(request.amountMinor),
      pagador: {
        chave: config.pixKey,
        infoPagador: (request.description ?? 'Sika withdrawal').slice(0, 140),
      },
      favorecido: { chave: request.pixKey },
    });
    if (answer.kind === 'no-answer' || answer.status >= 500) return initiateOutcome('UNKNOWN', reference);
    if (answer.status === 200 || answer.status === 201) return initiateOutcome('PENDING', reference);
    const { name, message } = efiError(answer.json as Record<string, unknown> | null);
    if (answer.status === 409 || /id_envio_duplicado|duplicad/i.test(name)) {
      return initiateOutcome('PENDING', reference, null, true);
    }
    return initiateOutcome(
      'FAILED',
      reference,
      failure(refusalCode(answer.status, name), name || String(answer.status), message),
    );
  }

  async function payoutStatus(ref: PaymentRef): Promise<StatusResult> {
    const answer = await call('GET', `v2/gn/pix/enviados/id-envio/${idEnvioOf(ref.providerRef)}`);
    const data = readBody(answer);
    if (!data.ok) return unknownStatus(ref.providerRef, data.notFound);
    const sent = data.json;
    const status = String(sent.status ?? '');
    let state: PaymentState;
    let fail: PaymentFailure | null = null;
    if (status === 'REALIZADO') state = 'SUCCESSFUL';
    else if (status === 'EM_PROCESSAMENTO') state = 'PENDING';
    else if (status === 'NAO_REALIZADO') {
      state = 'FAILED';
      const error = (sent.gnExtras as { erro?: Record<string, unknown> } | undefined)?.erro;
      fail = failure(
        'DECLINED',
        typeof error?.codigo === 'string' ? error.codigo : 'NAO_REALIZADO',
        typeof error?.motivo === 'string' ? error.motivo : 'the Pix was not made',
      );
    } else return unknownStatus(ref.providerRef);
    return {
      state,
      providerRef: ref.providerRef,
      providerTxnId: typeof sent.endToEndId === 'string' ? sent.endToEndId : null,
      amountMinor: fromPixAmount(sent.valor),
      currency: config.currency,
      failure: fail,
      notFound: false,
      resultByCallback: false,
    };
  }

  return {
    code: 'efi-pix',
    newReference: () => newTxid(),
    initiateDeposit,
    depositStatus,
    initiatePayout,
    payoutStatus,
    parseCallback: (input) => parseEfiWebhook(config.webhookHmac, input),
  };
}

function chargeExpired(cob: Record<string, unknown>, now: number): boolean {
  const calendario = cob.calendario as { criacao?: unknown; expiracao?: unknown } | undefined;
  const created = typeof calendario?.criacao === 'string' ? Date.parse(calendario.criacao) : Number.NaN;
  const seconds = Number(calendario?.expiracao);
  if (!Number.isFinite(created) || !Number.isFinite(seconds)) return false;
  return now > created + seconds * 1000 + EXPIRY_GRACE_MS;
}

function readValor(cob: Record<string, unknown>): unknown {
  return (cob.valor as { original?: unknown } | undefined)?.original;
}

function refusalCode(status: number, name: string): FailureCode {
  if (/chave/i.test(name)) return 'ACCOUNT_NOT_FOUND';
  if (/saldo_insuficiente/i.test(name)) return 'PROVIDER_ERROR';
  if (/valor/i.test(name)) return 'INVALID_AMOUNT';
  if (status === 401 || status === 403) return 'PROVIDER_UNAVAILABLE';
  return 'INVALID_REQUEST';
}
