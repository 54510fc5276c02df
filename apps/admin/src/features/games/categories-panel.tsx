import { type AdminGame, type AdminGameCategory, adminUpdateGameCategory } from '@sika/contract';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { ActionForm } from '../../ui/action-form.tsx';

const languages = ['en', 'fr', 'pt'] as const;

/** The lobby's categories: names in three languages, shown or not, order, and their games in order. */
export function CategoriesPanel({
  categories,
  games,
  onSaved,
}: {
  categories: AdminGameCategory[];
  games: AdminGame[];
  onSaved: (message: string) => Promise<void>;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const category = categories.find((c) => c.id === selected) ?? null;
  return (
    <div className="categories">
      <h2>Categories</h2>
      <div className="tabs" role="tablist">
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            role="tab"
            aria-selected={c.id === selected}
            onClick={() => setSelected(c.id)}
          >
            {c.name.en}
            {c.enabled ? '' : ' (hidden)'}
          </button>
        ))}
      </div>
      {category ? (
        <CategoryForm key={JSON.stringify(category)} category={category} games={games} onSaved={onSaved} />
      ) : (
        <p className="empty">Choose a category to edit its games and their order.</p>
      )}
    </div>
  );
}

function CategoryForm({
  category,
  games,
  onSaved,
}: {
  category: AdminGameCategory;
  games: AdminGame[];
  onSaved: (message: string) => Promise<void>;
}) {
  const [gameIds, setGameIds] = useState(category.gameIds);
  const nameOf = (id: number) => games.find((g) => g.id === id)?.name ?? `#${id}`;
  const enabledOf = (id: number) => games.find((g) => g.id === id)?.enabled ?? false;
  const move = (index: number, by: -1 | 1) => {
    const next = [...gameIds];
    const [id] = next.splice(index, 1);
    if (id !== undefined) next.splice(index + by, 0, id);
    setGameIds(next);
  };
  const addable = games.filter((g) => !gameIds.includes(g.id));
  return (
    <div className="card">
      <ActionForm
        label="Save the category"
        onSubmit={async (form) => {
          const saved = await call(adminUpdateGameCategory, {
            id: category.id,
            name: {
              en: String(form.get('name-en') ?? ''),
              fr: String(form.get('name-fr') ?? ''),
              pt: String(form.get('name-pt') ?? ''),
            },
            enabled: form.get('enabled') === 'on',
            sort: Number(form.get('sort')),
            gameIds,
            reason: String(form.get('reason') ?? ''),
          });
          await onSaved(`Category ${saved.name.en} is saved with ${saved.gameIds.length} games.`);
        }}
      >
        <div className="row">
          {languages.map((lang) => (
            <label key={lang}>
              Name ({lang})
              <input name={`name-${lang}`} defaultValue={category.name[lang]} maxLength={60} required />
            </label>
          ))}
          <label>
            Order
            <input name="sort" type="number" defaultValue={category.sort} required />
          </label>
        </div>
        <label className="filter">
          <input type="checkbox" name="enabled" defaultChecked={category.enabled} /> Shown in the lobby
        </label>
        <ol className="ordered" aria-label="Games in this category">
          {gameIds.map((id, index) => (
            <li key={id}>
              <span className="game-name">
                {nameOf(id)} {enabledOf(id) ? '' : <span className="flag">disabled</span>}
              </span>
              <button type="button" onClick={() => move(index, -1)} disabled={index === 0}>
                Up
              </button>
              <button type="button" onClick={() => move(index, 1)} disabled={index === gameIds.length - 1}>
                Down
              </button>
              <button type="button" onClick={() => setGameIds(gameIds.filter((g) => g !== id))}>
                Remove
              </button>
            </li>
          ))}
        </ol>
        {addable.length > 0 && (
          <label className="filter">
            Add a game
            <select
              value=""
              onChange={(event) => {
                const id = Number(event.target.value);
                if (id) setGameIds([...gameIds, id]);
              }}
            >
              <option value="">—</option>
              {addable.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          Reason
          <input name="reason" minLength={3} maxLength={500} required />
        </label>
      </ActionForm>
    </div>
  );
}
