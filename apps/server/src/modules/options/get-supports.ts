import { type Language, OPTION_TYPE } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { findOptions } from './option-repository.ts';

export interface NamedLink {
  name: string;
  url: string;
}

const SUPPORT_OPTIONS = [
  OPTION_TYPE.WHATSAPP_LINKS,
  OPTION_TYPE.HOTLINE,
  OPTION_TYPE.EMAIL,
  OPTION_TYPE.SOCIAL_LINKS,
  OPTION_TYPE.LICENCE,
  OPTION_TYPE.USSD_CODE,
  OPTION_TYPE.ADDRESS,
  OPTION_TYPE.RG_HELP_LINES,
];

/** Contact us (/supports) and the footer's contacts, assembled from their options in one read. No errors. */
export async function getSupports(ctx: ServerContext, lang: Language) {
  const options = await findOptions(ctx.db, ctx.market.code, SUPPORT_OPTIONS, lang);
  const text = (type: number) => options.find((o) => o.type === type)?.content ?? null;
  return {
    whatsapp: parseLinks(ctx, OPTION_TYPE.WHATSAPP_LINKS, text(OPTION_TYPE.WHATSAPP_LINKS)),
    hotline: text(OPTION_TYPE.HOTLINE),
    email: text(OPTION_TYPE.EMAIL),
    social: parseLinks(ctx, OPTION_TYPE.SOCIAL_LINKS, text(OPTION_TYPE.SOCIAL_LINKS)),
    licence: text(OPTION_TYPE.LICENCE),
    ussd: text(OPTION_TYPE.USSD_CODE),
    address: text(OPTION_TYPE.ADDRESS),
    helpLines: parseLinks(ctx, OPTION_TYPE.RG_HELP_LINES, text(OPTION_TYPE.RG_HELP_LINES)).filter((link) =>
      /^(https:\/\/|tel:\+?[0-9 ]+$)/.test(link.url),
    ),
  };
}

/**
 * An operator's typo in a JSON option must not take the contact page down: a broken list is logged and
 * served empty, and entries without a name and url are skipped.
 */
function parseLinks(ctx: ServerContext, type: number, json: string | null): NamedLink[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    return parsed.filter(isNamedLink).map(({ name, url }) => ({ name, url }));
  } catch (error) {
    ctx.log.warn({ type, err: (error as Error).message }, 'option is not a JSON list of {name, url}');
    return [];
  }
}

function isNamedLink(value: unknown): value is NamedLink {
  const link = value as Partial<NamedLink> | null;
  return typeof link?.name === 'string' && typeof link.url === 'string';
}
