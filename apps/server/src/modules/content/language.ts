import { type Language, languages } from '@sika/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language of an answer: `lang` from the query when given (validated by the contract), else the best
 * supported entry of Accept-Language, else English (spec core §1: English, French, Portuguese).
 */
export function requestLanguage(request: FastifyRequest, queryLang: Language | undefined): Language {
  if (queryLang) return queryLang;
  return fromAcceptLanguage(request.headers['accept-language']) ?? 'en';
}

export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/**
 * The language of a page the server writes (home's first screen): `?lang=` when it is one of ours, else
 * Accept-Language, else English — the app's pickLanguage at a visit with nothing stored (apps/web i18n).
 */
export function pageLanguage(request: FastifyRequest): Language {
  const queryLang = (request.query as { lang?: unknown } | undefined)?.lang;
  return requestLanguage(
    request,
    typeof queryLang === 'string' && isLanguage(queryLang) ? queryLang : undefined,
  );
}
