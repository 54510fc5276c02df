import { randomUUID } from 'node:crypto';
import type { RunningPaysim } from './app.ts';
import { SIM_DEFAULT_CREDENTIALS as C } from './config.ts';
import { stkPassword } from './daraja/common.ts';

/** Bare-bones clients of the simulated contracts, used by the simulator's own tests. */

export type MtnProduct = 'collection' | 'disbursement';

const basic = (user: string, secret: string) =>
  `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

export function mtnKey(product: MtnProduct): string {
  return product === 'collection' ? C.mtnCollectionKey : C.mtnDisbursementKey;
}

export async function mtnToken(sim: RunningPaysim, product: MtnProduct): Promise<string> {
  const response = await fetch(`${sim.url}/${product}/token/`, {
    method: 'POST',
    headers: {
      authorization: basic(C.mtnApiUser, C.mtnApiKey),
      'ocp-apim-subscription-key': mtnKey(product),
    },
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

export interface MtnCall {
  product?: MtnProduct;
  referenceId?: string;
  partyId: string;
  amount?: string;
  currency?: string;
  callbackUrl?: string;
  extraHeaders?: Record<string, string>;
  body?: Record<string, unknown>;
}

export async function mtnInitiate(sim: RunningPaysim, call: MtnCall) {
  const product = call.product ?? 'collection';
  const referenceId = call.referenceId ?? randomUUID();
  const party = product === 'collection' ? 'payer' : 'payee';
  const headers: Record<string, string> = {
    authorization: `Bearer ${await mtnToken(sim, product)}`,
    'ocp-apim-subscription-key': mtnKey(product),
    'x-reference-id': referenceId,
    'x-target-environment': 'sandbox',
    'content-type': 'application/json',
    ...(call.callbackUrl ? { 'x-callback-url': call.callbackUrl } : {}),
    ...call.extraHeaders,
  };
  const body = {
    amount: call.amount ?? '5',
    currency: call.currency ?? 'EUR',
    externalId: 'order-1',
    [party]: { partyIdType: 'MSISDN', partyId: call.partyId },
    payerMessage: 'Deposit',
    payeeNote: 'Deposit',
    ...call.body,
  };
  const path = product === 'collection' ? 'requesttopay' : 'transfer';
  const response = await fetch(`${sim.url}/${product}/v1_0/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { response, referenceId, text: await response.text() };
}

export async function mtnStatus(sim: RunningPaysim, referenceId: string, product: MtnProduct = 'collection') {
  const path = product === 'collection' ? 'requesttopay' : 'transfer';
  const response = await fetch(`${sim.url}/${product}/v1_0/${path}/${referenceId}`, {
    headers: {
      authorization: `Bearer ${await mtnToken(sim, product)}`,
      'ocp-apim-subscription-key': mtnKey(product),
      'x-target-environment': 'sandbox',
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function darajaToken(sim: RunningPaysim): Promise<string> {
  const response = await fetch(`${sim.url}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: basic(C.darajaConsumerKey, C.darajaConsumerSecret) },
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function darajaPost(sim: RunningPaysim, path: string, body: unknown, token?: string) {
  const response = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token ?? (await darajaToken(sim))}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export function stkCredentials(timestamp = '20260101120000') {
  return {
    BusinessShortCode: C.darajaShortcode,
    Password: stkPassword(C.darajaShortcode, C.darajaPasskey, timestamp),
    Timestamp: timestamp,
  };
}

export function stkPushBody(phone: string, callbackUrl: string, amount: number | string = 10) {
  return {
    ...stkCredentials(),
    TransactionType: 'CustomerPayBillOnline',
    Amount: amount,
    PartyA: phone,
    PartyB: C.darajaShortcode,
    PhoneNumber: phone,
    CallBackURL: callbackUrl,
    AccountReference: 'Sika',
    TransactionDesc: 'Deposit',
  };
}

export function b2cBody(partyB: string, resultUrl: string, originatorId = randomUUID()) {
  return {
    OriginatorConversationID: originatorId,
    InitiatorName: 'testapi',
    SecurityCredential: 'c2ltLWNyZWRlbnRpYWw=',
    CommandID: 'BusinessPayment',
    Amount: 100,
    PartyA: '600996',
    PartyB: partyB,
    Remarks: 'Withdrawal',
    QueueTimeOutURL: `${resultUrl}/timeout`,
    ResultURL: `${resultUrl}/result`,
    Occasion: '',
  };
}

/** Polls the simulator until the payment with this reference has left PENDING. */
export async function settled(sim: RunningPaysim, ref: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const payment = sim.engine.lookup(ref);
    if (payment && payment.status !== 'PENDING') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`payment ${ref} did not settle`);
}
