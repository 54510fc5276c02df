import type { Language } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { findRuleText } from './content-repository.ts';

/** The rule dialog's text of an activity. Errors: RULE_MISSING (5005, the spec's "rule missing"). */
export async function getRuleText(ctx: ServerContext, ruleType: string, lang: Language) {
  const rule = await findRuleText(ctx.db, ctx.market.code, ruleType, lang);
  if (!rule) throw new AppError('RULE_MISSING');
  return rule;
}
