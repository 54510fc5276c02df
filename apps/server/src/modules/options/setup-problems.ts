import { OPTION_TYPE } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { findOptions } from './option-repository.ts';

/**
 * The options a market cannot take money without (issue 20): the withdraw page's 100, 150 and 6002, the
 * deposit minimum 4011, the tax switch and rate 4025/4026 and the tax text 4065, the tips of both pages and
 * one support contact. Each with the words an operator reads in the start error.
 */
const REQUIRED_OPTIONS: readonly [type: number, what: string][] = [
  [OPTION_TYPE.WITHDRAW_CONFIG, 'withdraw config'],
  [OPTION_TYPE.WITHDRAW_LIMIT, 'withdraw limit'],
  [OPTION_TYPE.WITHDRAW_ENABLE, 'withdraw enable config'],
  [OPTION_TYPE.MIN_DEPOSIT, 'minimum deposit'],
  [OPTION_TYPE.WITHDRAW_TAX_ENABLED, 'withdraw tax enabled'],
  [OPTION_TYPE.WITHDRAW_TAX_AMOUNT, 'withdraw tax rate'],
  [OPTION_TYPE.TAX_EXPLANATION, 'tax explanation'],
  [OPTION_TYPE.TOP_UP_TIPS, 'top-up tips'],
  [OPTION_TYPE.WITHDRAW_TIPS, 'withdraw tips'],
];

/** A support contact is any one of these. */
const CONTACT_OPTIONS = [OPTION_TYPE.HOTLINE, OPTION_TYPE.WHATSAPP_LINKS, OPTION_TYPE.EMAIL];

export interface SetupReport {
  /** One line per missing piece, naming it for an operator. */
  missing: string[];
  /** How many of the pieces looked for are there: 0 means the market is not configured at all. */
  present: number;
}

/** Which required options the market lacks (English content is enough: every option has it). */
export async function optionSetupProblems(ctx: ServerContext): Promise<SetupReport> {
  const types = [...REQUIRED_OPTIONS.map(([type]) => type), ...CONTACT_OPTIONS];
  const found = new Set(
    (await findOptions(ctx.db, ctx.market.code, types, 'en'))
      .filter((option) => option.content.trim() !== '')
      .map((option) => option.type),
  );
  const missing = REQUIRED_OPTIONS.filter(([type]) => !found.has(type)).map(
    ([type, what]) => `option ${type} (${what}) is not set`,
  );
  if (!CONTACT_OPTIONS.some((type) => found.has(type))) {
    missing.push(
      `no support contact: set option ${CONTACT_OPTIONS.join(', ')} (hotline, WhatsApp or e-mail)`,
    );
  }
  return { missing, present: found.size };
}
