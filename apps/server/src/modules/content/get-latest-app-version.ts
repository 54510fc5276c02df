import type { Language } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { findLatestAppVersion } from './content-repository.ts';

/** The latest released app for the download banner, or null when none is published. No errors. */
export async function getLatestAppVersion(ctx: ServerContext, platform: string, lang: Language) {
  const version = await findLatestAppVersion(ctx.db, ctx.market.code, platform, lang, ctx.now());
  return version ? { ...version, releasedAt: version.releasedAt.toISOString() } : null;
}
