import {
  type AdminGame,
  type AdminGamePromotion,
  adminListGames,
  adminUpdateGame,
  type GameLabel,
  gameLabels,
} from '@sika/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { LanguageFields, textsOf } from '../../ui/language-fields.tsx';
import { CategoriesPanel } from './categories-panel.tsx';

export const gamesQueryKey = ['adminListGames'];

const column = createColumnHelper<AdminGame>();
const columns = [
  column.accessor('sort', { header: 'Order' }),
  column.accessor('id', { header: 'Id' }),
  column.accessor('name', { header: 'Game' }),
  column.accessor('providerGameCode', { header: 'Code', cell: (c) => <code>{c.getValue()}</code> }),
  column.accessor('enabled', {
    header: 'In the lobby',
    cell: (c) =>
      c.getValue() ? <span className="ok">enabled</span> : <span className="flag">disabled</span>,
  }),
  column.accessor('labels', { header: 'Labels', cell: (c) => c.getValue().join(', ') || '—' }),
  column.accessor('categoryIds', { header: 'Categories', cell: (c) => c.getValue().join(', ') || '—' }),
  column.accessor('promotion', { header: 'Promotion', cell: (c) => c.getValue()?.title.en ?? '—' }),
];

/** The promotion from the detail form: null when "Runs a promotion" is off (it ends), else its texts and links. */
function promotionOf(form: FormData): AdminGamePromotion | null {
  if (form.get('promotion') !== 'on') return null;
  const link = (name: string) => String(form.get(name) ?? '').trim() || null;
  return {
    title: textsOf(form, 'promotion.title'),
    content: textsOf(form, 'promotion.content'),
    image: link('promotion.image'),
    url: link('promotion.url'),
  };
}

/** The lobby's games: enable or disable, labels, order, the promotion each runs; and below, the categories. */
export function GamesPage() {
  const [selected, setSelected] = useState<number | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const catalog = useQuery({ queryKey: gamesQueryKey, queryFn: () => call(adminListGames) });
  const game = catalog.data?.games.find((g) => g.id === selected) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: gamesQueryKey });
  return (
    <section className="split">
      <div>
        <h1>Games</h1>
        <p className="muted">
          Changes reach the players’ lobby at its next load. A disabled game cannot be launched, and its open
          game sessions end at once.
        </p>
        {news && <p className="news">{news}</p>}
        <DataTable
          data={catalog.data?.games ?? []}
          columns={columns}
          empty={catalog.isLoading ? 'Loading…' : 'No game in the catalogue.'}
          rowId={(g) => String(g.id)}
          selectedId={selected === null ? null : String(selected)}
          onRowClick={(g) => setSelected(g.id)}
        />
        <CategoriesPanel
          categories={catalog.data?.categories ?? []}
          games={catalog.data?.games ?? []}
          onSaved={async (message) => {
            setNews(message);
            await refresh();
          }}
        />
      </div>
      {game && (
        <aside
          className="card detail"
          key={`${game.id}:${game.enabled}:${game.labels}:${game.sort}:${JSON.stringify(game.promotion)}`}
        >
          <h2>
            {game.name} <span className="muted">#{game.id}</span>
          </h2>
          <dl>
            <dt>Provider</dt>
            <dd>
              {game.provider} / <code>{game.providerGameCode}</code>
            </dd>
            <dt>Status</dt>
            <dd>{game.enabled ? 'In the lobby' : 'Disabled'}</dd>
          </dl>
          <ActionForm
            label="Save"
            onSubmit={async (form) => {
              const saved = await call(adminUpdateGame, {
                id: game.id,
                enabled: form.get('enabled') === 'on',
                labels: gameLabels.filter((l) => form.get(`label-${l}`) === 'on') as GameLabel[],
                sort: Number(form.get('sort')),
                promotion: promotionOf(form),
                reason: String(form.get('reason') ?? ''),
              });
              setNews(
                `${saved.name} is saved: ${saved.enabled ? 'enabled' : 'disabled'}, ${
                  saved.promotion ? `running “${saved.promotion.title.en}”` : 'no promotion'
                }.`,
              );
              await refresh();
            }}
          >
            <label className="filter">
              <input type="checkbox" name="enabled" defaultChecked={game.enabled} /> Shown in the lobby
            </label>
            <fieldset className="labels">
              <legend>Labels</legend>
              {gameLabels.map((l) => (
                <label key={l} className="filter">
                  <input type="checkbox" name={`label-${l}`} defaultChecked={game.labels.includes(l)} /> {l}
                </label>
              ))}
            </fieldset>
            <label>
              Order (lower comes first)
              <input name="sort" type="number" defaultValue={game.sort} required />
            </label>
            <fieldset className="promotion">
              <legend>Promotion</legend>
              <p className="muted">
                Shown in the game’s launch popup and on its page /activities/promotion/{game.id}. A blank
                translation shows the English.
              </p>
              <label className="filter">
                <input type="checkbox" name="promotion" defaultChecked={game.promotion !== null} /> Runs a
                promotion
              </label>
              <LanguageFields
                legend="Title"
                name="promotion.title"
                texts={game.promotion?.title}
                maxLength={120}
                optional
              />
              <LanguageFields
                legend="Terms"
                name="promotion.content"
                texts={game.promotion?.content}
                maxLength={1000}
                rows={3}
                optional
              />
              <label>
                Picture (a /content/… path on this site; blank: the game’s cover)
                <input name="promotion.image" defaultValue={game.promotion?.image ?? ''} maxLength={500} />
              </label>
              <label>
                “More about this offer” link (an app path or an https address; blank: none)
                <input name="promotion.url" defaultValue={game.promotion?.url ?? ''} maxLength={500} />
              </label>
            </fieldset>
            <label>
              Reason
              <input name="reason" minLength={3} maxLength={500} required />
            </label>
          </ActionForm>
        </aside>
      )}
    </section>
  );
}
