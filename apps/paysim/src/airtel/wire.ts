import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AirtelCredentials } from '../config.ts';
import type { Engine } from '../engine.ts';
import type { TokenStore } from '../tokens.ts';
import type { SimPayment, StatusView } from '../types.ts';
import type { AirtelKeys } from './signing.ts';

/*
 * What every Airtel resource of the simulator shares: the envelope
 * {data:{transaction}, status:{code, message, result_code, response_code, success}} that every answer is
 * written in, the fields the collection and disbursement bodies have in common, and a transaction's status
 * as the enquiry, the disbursement and the callback tell it.
 */

export interface AirtelContext {
  engine: Engine;
  tokens: TokenStore;
  credentials: AirtelCredentials;
  keys: AirtelKeys;
}

/** The body exactly as received, which a signature covers. */
export type RawBodyRequest = FastifyRequest & { rawBody?: string };

export const msisdn = z.string().regex(/^\d{9}$/, 'Invalid Msisdn Length. Msisdn Length should be 9');
export const amount = z.number().positive();
export const transactionId = z.string().min(1).max(64);

/** Currencies with no minor unit: an amount with decimals is refused. */
const WHOLE_CURRENCIES = new Set(['UGX', 'RWF', 'TZS']);

export function wholeAmountProblem(currency: string, value: number): boolean {
  return WHOLE_CURRENCIES.has(currency) ? !Number.isInteger(value) : Math.round(value * 100) !== value * 100;
}

export function envelope(
  transaction: Record<string, unknown> | null,
  code: string,
  message: string,
  resultCode: string,
  responseCode: string,
  success = code === '200',
) {
  return {
    data: transaction === null ? {} : { transaction },
    status: { code, message, result_code: resultCode, response_code: responseCode, success },
  };
}

export function serverError() {
  return envelope(null, '500', 'Something went wrong', 'ESB000001', 'DP00800001000', false);
}

/** The enquiry (and disbursement) answer: TS with airtel_money_id, TF with the failure's code, else TIP. */
export function statusEnvelope(payment: SimPayment, view: StatusView, kind: 'collection' | 'disbursement') {
  const status = view.status === 'SUCCESSFUL' ? 'TS' : view.status === 'FAILED' ? 'TF' : 'TIP';
  const transaction: Record<string, unknown> = { id: payment.ref, status, message: messageOf(payment, view) };
  if (status === 'TS' && payment.transactionId) transaction.airtel_money_id = payment.transactionId;
  const prefix = kind === 'collection' ? 'DP008' : 'DP009';
  const responseCode =
    status === 'TS'
      ? `${prefix}00001001`
      : status === 'TF'
        ? (view.failure?.code ?? '')
        : `${prefix}00001006`;
  return envelope(transaction, '200', status === 'TF' ? 'FAILED' : 'SUCCESS', 'ESB000010', responseCode);
}

export function messageOf(payment: SimPayment, view: StatusView): string {
  if (view.failure) return view.failure.message;
  if (view.status === 'SUCCESSFUL') {
    return `Paid ${payment.currency} ${payment.amount}. Trans ID ${payment.transactionId ?? ''}.`;
  }
  return 'Transaction in process';
}
