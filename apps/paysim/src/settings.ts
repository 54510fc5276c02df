import { z } from 'zod';

/**
 * Runtime settings of the simulator: how payments behave (timings, wire variants) and which faults
 * are injected. Both can be changed while running through `POST /_sim/config`; the environment only
 * gives the starting values (see config.ts).
 */

/** Operations of a provider API that a fault can target. */
export const faultOpSchema = z.enum(['token', 'initiate', 'status']);
export type FaultOp = z.infer<typeof faultOpSchema>;

const msSchema = z.number().int().min(0).max(3_600_000);

/*
 * Shapes without defaults, so that a partial patch carries only what it names (zod 4 would fill
 * defaults into an optional field); the defaults live in one object each.
 */
const faultShape = {
  /** Wait between a payment's final state and its callback; the state is queryable meanwhile (late callback). */
  callbackDelayMs: msSchema,
  /** The status API keeps answering PENDING this long after the final state (a callback arrives early). */
  statusLagMs: msSchema,
  /** Never send the callback: only polling finds the result. */
  dropCallbacks: z.boolean(),
  /** Send the callback this many times, all at once. */
  duplicateCallbacks: z.number().int().min(1).max(500),
  /** After a SUCCESSFUL callback, send a FAILED one for the same payment. */
  outOfOrder: z.boolean(),
  /** Answer `hangOps` only after this long (the request is processed first, the answer is late). 0 = off. */
  hangMs: msSchema,
  hangOps: z.array(faultOpSchema),
  /** Answer these operations with HTTP 500 (an initiation is processed first, then answered 500). */
  serverErrorOps: z.array(faultOpSchema),
  /** MTN status and callback bodies name this currency instead of the payment's; null = off. */
  reportedCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
};
export const faultsSchema = z.object(faultShape);
export const faultsPatchSchema = faultsSchema.partial();
export type Faults = z.infer<typeof faultsSchema>;

export const DEFAULT_FAULTS: Faults = {
  callbackDelayMs: 0,
  statusLagMs: 0,
  dropCallbacks: false,
  duplicateCallbacks: 1,
  outOfOrder: false,
  hangMs: 0,
  hangOps: ['initiate', 'status'],
  serverErrorOps: [],
  reportedCurrency: null,
};

const behaviourShape = {
  /** A payer prompt approves itself after this long; null = it waits for the payer (page or API). */
  autoApproveMs: msSchema.nullable(),
  /** "Delayed" test numbers succeed after this long. */
  delayedMs: msSchema,
  /** "Expired"/"timeout" test numbers fail after this long. */
  expiryMs: msSchema,
  /** Ordinary payouts (MTN transfer, M-Pesa B2C) complete after this long. */
  payoutMs: msSchema,
  /** Lifetime of issued access tokens. */
  tokenTtlS: z.number().int().min(1).max(86_400),
  /** MTN may call back by PUT or POST ("Allow PUT & POST on your callback listener host"). */
  mtnCallbackMethod: z.enum(['PUT', 'POST']),
  /** MTN `reason` is modelled as an object by the OpenAPI clients and as a string by others. */
  mtnReasonShape: z.enum(['object', 'string']),
  /** Report the undocumented status CREATED instead of PENDING, as observed on the live sandbox. */
  mtnReportCreated: z.boolean(),
  /** How long a callback delivery may take before the simulator gives up on it. */
  callbackTimeoutMs: z.number().int().min(1).max(120_000),
  /**
   * Airtel calls back one URL per application, set in its portal, not per request (market-payments.md
   * §1.6); null = no callbacks (only the status enquiry finds the result).
   */
  airtelCallbackUrl: z.url({ protocol: /^https?$/ }).nullable(),
  /** Paystack's webhook URL, set once per account on its dashboard; null = no webhooks are sent. */
  paystackWebhookUrl: z.string().url().nullable(),
  /**
   * The webhook URL registered on the account's Pix key (`PUT /v2/webhook/:chave`); Efí posts to it with
   * "/pix" appended. null = no webhooks are sent.
   */
  efiWebhookUrl: z.string().url().nullable(),
};
export const behaviourSchema = z.object(behaviourShape);
export const behaviourPatchSchema = behaviourSchema.partial();
export type Behaviour = z.infer<typeof behaviourSchema>;

export const DEFAULT_BEHAVIOUR: Behaviour = {
  autoApproveMs: 3000,
  delayedMs: 10_000,
  expiryMs: 15_000,
  payoutMs: 1000,
  tokenTtlS: 3600,
  mtnCallbackMethod: 'PUT',
  mtnReasonShape: 'object',
  mtnReportCreated: false,
  callbackTimeoutMs: 5000,
  airtelCallbackUrl: null,
  paystackWebhookUrl: null,
  efiWebhookUrl: null,
};

/** A per-payment override: faults applied to payments whose MSISDN or externalId matches. */
export const ruleSchema = z.object({
  match: z
    .object({ msisdn: z.string().min(1).optional(), externalId: z.string().min(1).optional() })
    .refine((m) => m.msisdn !== undefined || m.externalId !== undefined, 'match needs msisdn or externalId'),
  faults: faultsPatchSchema,
});
export type Rule = z.infer<typeof ruleSchema>;

export interface Settings {
  behaviour: Behaviour;
  faults: Faults;
  rules: Rule[];
}

/** Body of `POST /_sim/config`: given parts are merged into the current settings; `rules` replaces the list. */
export const settingsPatchSchema = z.object({
  behaviour: behaviourPatchSchema.optional(),
  faults: faultsPatchSchema.optional(),
  rules: z.array(ruleSchema).optional(),
});
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export function applySettingsPatch(current: Settings, patch: SettingsPatch): Settings {
  return {
    behaviour: { ...current.behaviour, ...stripUndefined(patch.behaviour) },
    faults: { ...current.faults, ...stripUndefined(patch.faults) },
    rules: patch.rules ?? current.rules,
  };
}

/** The faults for one payment: global faults, then every matching rule in order. */
export function faultsFor(settings: Settings, keys: { msisdn: string; externalId: string }): Faults {
  let faults = { ...settings.faults };
  for (const rule of settings.rules) {
    const { msisdn, externalId } = rule.match;
    const matches =
      (msisdn === undefined || msisdn === keys.msisdn) &&
      (externalId === undefined || externalId === keys.externalId);
    if (matches) faults = { ...faults, ...stripUndefined(rule.faults) };
  }
  return faults;
}

export function stripUndefined<T extends object>(value: T | undefined): Partial<T> {
  if (value === undefined) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
