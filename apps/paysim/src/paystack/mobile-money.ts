import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Engine } from '../engine.ts';
import { injectFaults } from '../http-util.ts';
import { randomDigits } from '../ids.ts';
import type { Plan, SimPayment } from '../types.ts';
import { chargePlan } from './scenarios.ts';

/**
 * Paystack's mobile-money charge for Ghana (integration-contracts.md §3.1; PaystackOSS/openapi
 * ChargeCreate.yaml, MobileMoney.yaml, ChargeSubmitOTP.yaml, snippets `mobile-airtel-mtn`, `mobile-vodafone`):
 * POST /charge with `mobile_money {phone: 0XXXXXXXXX, provider: mtn|atl|vod}` answers `pay_offline` (a prompt
 * is on the phone: the payer page approves or declines it), or for Telecel (`vod`) `send_otp`: the payer
 * dials *110# for a voucher and the merchant sends it with POST /charge/submit_otp. The voucher 000000 is
 * refused (400 "Invalid OTP"); any other accepted voucher is the payer's approval. Outcomes by the phone's
 * last seven digits, as for every charge (scenarios.ts): …3123450 fails, …3123453 never settles (a
 * timeout: the order expires), …3123455 has not enough money.
 */

export const REFUSED_VOUCHER = '000000';
const VOUCHER_TEXT = 'Please dial *110# to generate a voucher code. Then input the voucher';
const PROMPT_TEXT = 'Please complete authorization process on your mobile phone';
const SERVER_ERROR = { status: false, message: 'An error occurred' };

const chargeBody = z.object({
  email: z
    .string()
    .min(3)
    .max(254)
    .regex(/^[^@\s]+@[^@\s]+$/),
  amount: z.number().int().positive(),
  currency: z.string().length(3).default('GHS'),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9.=-]{1,100}$/)
    .optional(),
  mobile_money: z.object({
    phone: z.string().regex(/^0\d{9}$/, 'phone: a 10-digit number starting with 0'),
    provider: z.enum(['mtn', 'atl', 'vod']),
  }),
  metadata: z.unknown().optional(),
});

const submitOtpBody = z.object({
  otp: z.string().regex(/^\d{4,12}$/),
  reference: z.string().min(1).max(100),
});

export function registerPaystackMobileMoney(
  app: FastifyInstance,
  engine: Engine,
  authorised: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.post('/charge', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = chargeBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply.code(400).send({ status: false, message: `${issue?.path.join('.')}: ${issue?.message}` });
    }
    const body = parsed.data;
    const reference = body.reference ?? randomDigits(12);
    if (engine.find('paystack-charge', reference)) {
      return reply.code(400).send({ status: false, message: 'Duplicate Transaction Reference' });
    }
    const msisdn = `233${body.mobile_money.phone.slice(1)}`;
    const metadata = (body.metadata ?? {}) as Record<string, unknown>;
    const plan = chargePlan(msisdn);
    const voucher = body.mobile_money.provider === 'vod';
    const payment = engine.create({
      product: 'paystack-charge',
      ref: reference,
      msisdn,
      amount: String(body.amount),
      currency: body.currency,
      externalId: typeof metadata.paymentId === 'string' ? metadata.paymentId : reference,
      // Telecel's payment waits for the voucher: nothing settles before it, whatever the number's plan.
      plan: voucher && plan.timing !== 'now' ? { ...plan, timing: 'never' } : plan,
      wire: {
        email: body.email,
        metadata,
        id: Number(randomDigits(9)),
        channel: 'mobile_money',
        telco: body.mobile_money.provider,
        voucher: voucher ? 'awaiting' : null,
        planAfterVoucher: plan,
      },
    });
    if (await injectFaults(engine, engine.faultsOf(payment), 'initiate', reply, SERVER_ERROR)) return reply;
    return reply.send({
      status: true,
      message: 'Charge attempted',
      data: chargeAttempt(engine, payment, voucher ? 'send_otp' : 'pay_offline'),
    });
  });

  app.post('/charge/submit_otp', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const parsed = submitOtpBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ status: false, message: 'Invalid OTP' });
    const payment = engine.find('paystack-charge', parsed.data.reference);
    if (!payment) return reply.code(400).send({ status: false, message: 'Transaction reference not found' });
    if (payment.wire.voucher !== 'awaiting') {
      return reply.code(400).send({ status: false, message: 'Transaction is not awaiting authorization' });
    }
    if (parsed.data.otp === REFUSED_VOUCHER)
      return reply.code(400).send({ status: false, message: 'Invalid OTP' });
    payment.wire.voucher = 'accepted';
    // The voucher is the payer's approval; a number whose plan is to fail or hang keeps that plan.
    if ((payment.wire.planAfterVoucher as Plan).timing === 'approval') engine.approve(payment.id);
    if (await injectFaults(engine, engine.faultsOf(payment), 'initiate', reply, SERVER_ERROR)) return reply;
    return reply.send({
      status: true,
      message: 'Charge attempted',
      data: chargeAttempt(engine, payment, 'pending'),
    });
  });
}

/** The `data` of a charge answer: failed at once, or what the payer has to do next. */
function chargeAttempt(engine: Engine, payment: SimPayment, waiting: 'send_otp' | 'pay_offline' | 'pending') {
  const view = engine.view(payment);
  const base = { reference: payment.ref, amount: Number(payment.amount), currency: payment.currency };
  if (view.status === 'FAILED') {
    return { ...base, status: 'failed', gateway_response: view.failure?.message ?? 'Declined' };
  }
  if (waiting === 'send_otp') return { ...base, status: 'send_otp', display_text: VOUCHER_TEXT };
  if (waiting === 'pay_offline') return { ...base, status: 'pay_offline', display_text: PROMPT_TEXT };
  return { ...base, status: 'pending' };
}
