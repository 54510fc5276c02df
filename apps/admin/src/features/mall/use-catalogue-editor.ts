import { useState } from 'react';

/** What the mall's catalogue pages list and edit: a good or a coupon campaign, named in three languages. */
interface Named {
  id: number;
  name: { en: string };
}

/**
 * The state of a catalogue page (goods, coupon campaigns): the selected row or the "new" editor — never
 * both — and the line of news that says what staff just did. `refresh` reloads the list.
 */
export function useCatalogueEditor(refresh: () => Promise<unknown>) {
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [news, setNews] = useState<string | null>(null);
  return {
    selected,
    creating,
    news,
    setNews,
    startCreating() {
      setCreating(true);
      setSelected(null);
    },
    select(id: string | null) {
      setSelected(id);
      if (id) setCreating(false);
    },
    /** After a create: say so, close the editor, reload and select the new row. */
    async created(made: Named, news = 'created.') {
      setNews(`#${made.id} ${made.name.en} ${news}`);
      setCreating(false);
      await refresh();
      setSelected(String(made.id));
    },
    async saved(saved: Named) {
      setNews(`#${saved.id} ${saved.name.en} saved.`);
      await refresh();
    },
  };
}
