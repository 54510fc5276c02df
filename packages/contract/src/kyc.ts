import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * Identity details (KYC): spec core §2 KYC popup, §3 KYC, §4 KYC on withdraw, §5 KYC; docs/withdrawals.md.
 * The popup asks for `basicFields` and sends each value under its `name` (`field{index}`); the validators
 * are packages/domain kyc.ts, which the server applies again.
 */

export const kycState = z.enum(['none', 'submitted', 'approved', 'rejected']);
export type KycStateName = z.infer<typeof kycState>;

export const kycFieldError = z.enum(['required', 'format', 'under_age']);

export const kycField = z.object({
  /** The key's place in the fixed key list; the submit key is `field{index}` (= `name`). */
  index: z.number().int(),
  key: z.enum([
    'firstName',
    'surname',
    'email',
    'dateOfBirth',
    'BVN',
    'IdCardNumber',
    'RESIDENTIAL_ADDRESS',
    'ID_TYPE',
    'ID_NUMBER',
    'PIX_KEY',
  ]),
  name: z.string(),
  label: z.string(),
  /** date: YYYYMMDD between birthDate.min and max; select: one of `options`; id-number: Ghana Card when ID_TYPE is GHANA_CARD. */
  type: z.enum(['text', 'email', 'date', 'select', 'digits', 'id-number']),
  required: z.boolean(),
  maxLength: z.number().int(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
});
export type KycField = z.infer<typeof kycField>;

export const kycStatus = z.object({
  /** KYC is asked for in this market. */
  enable: z.boolean(),
  /** Spec core §4: open the popup on entering /withdraw (nothing submitted yet, or rejected). */
  required: z.boolean(),
  state: kycState,
  /** Withdrawals are allowed as far as KYC goes. */
  canWithdraw: z.boolean(),
  /** What to tell the player about the state (under review, rejected and why); empty otherwise. */
  message: z.string(),
});
export type KycStatus = z.infer<typeof kycStatus>;

export const getKycFields = defineCall({
  operationId: 'getKycFields',
  method: 'GET',
  path: '/api/account-service/kyc/fields',
  summary:
    'The KYC popup’s form and the player’s KYC state: enable, required (open the popup when entering /withdraw), basicFields (send each as its `name`), the ID types (Ghana Card switches the ID number to GHA-nine digits-one digit) and the date-of-birth range (YYYYMMDD).',
  tags: ['kyc'],
  auth: 'player',
  whileRestricted: true,
  data: kycStatus.extend({
    basicFields: z.array(kycField),
    birthDate: z.object({ min: z.string(), max: z.string() }),
  }),
});

/** A field's value; blank counts as not given (the server then names it `required` if it is). */
const value = z.preprocess((v) => (v === '' ? undefined : v), z.string().max(200).optional());

export const submitKyc = defineCall({
  operationId: 'submitKyc',
  method: 'POST',
  path: '/api/account-service/kyc',
  summary:
    'Submits the popup: field0…field9 as getKycFields names them. Answers the new state (approved at once where the market’s auto-approval rule applies, else submitted for review). Errors: 1000 "Please check the content." with data.errors {field3: "format" | "required" | "under_age", …}; 1005 already submitted or approved.',
  tags: ['kyc'],
  auth: 'player',
  whileRestricted: true,
  body: z.object({
    field0: value,
    field1: value,
    field2: value,
    field3: value,
    field4: value,
    field5: value,
    field6: value,
    field7: value,
    field8: value,
    /** Brazil: the Pix key withdrawals are paid to (CPF, +55 phone, e-mail or random key). */
    field9: value,
  }),
  data: kycStatus,
});
