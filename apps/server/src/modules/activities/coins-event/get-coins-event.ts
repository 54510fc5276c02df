import type { ServerContext } from '../../../context.ts';
import { findActivity } from '../../rewards/index.ts';

type Text = Record<string, string>;
interface Settings {
  images?: string[];
  items?: { title: Text; content: Text; url?: string | null }[];
}

/** The coins-event popup's pictures and texts, from the activity's settings (edited in the back office). */
export async function getCoinsEvent(ctx: ServerContext, lang: 'en' | 'fr' | 'pt') {
  const activity = await findActivity(ctx.db, 'coins-event');
  const settings = (activity?.settings ?? {}) as Settings;
  const pick = (text: Text) => text[lang] ?? text.en ?? '';
  return {
    enable: Boolean(activity?.enabled) && (settings.items?.length ?? 0) > 0,
    images: settings.images ?? [],
    items: (settings.items ?? []).map((i) => ({
      title: pick(i.title),
      content: pick(i.content),
      url: i.url ?? null,
    })),
  };
}
