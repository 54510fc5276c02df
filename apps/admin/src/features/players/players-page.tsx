import { type AdminPlayerSummary, adminSearchPlayers } from '@sika/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../lib/api.ts';
import { when } from '../../lib/market.ts';
import { DataTable } from '../../ui/data-table.tsx';

const PAGE_SIZE = 50;

const column = createColumnHelper<AdminPlayerSummary>();
const columns = [
  column.accessor('mobile', { header: 'Mobile' }),
  column.accessor((p) => [p.firstName, p.lastName].filter(Boolean).join(' '), { id: 'name', header: 'Name' }),
  column.accessor('nickName', { header: 'Nick name' }),
  column.accessor('status', {
    header: 'Status',
    cell: (c) => (c.getValue() === 'disabled' ? <span className="flag">locked</span> : 'active'),
  }),
  column.accessor('createdAt', { header: 'Registered', cell: (c) => when(c.getValue()) }),
  column.accessor('id', { header: 'Player id', cell: (c) => <code>{c.getValue()}</code> }),
];

/** Players by mobile, id or name; the server pages (50 a page), a row opens the profile. */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(q);
  const navigate = useNavigate();
  const found = useQuery({
    queryKey: ['adminSearchPlayers', q, page],
    queryFn: () => call(adminSearchPlayers, { q: q || undefined, page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <section>
      <h1>Players</h1>
      <form
        className="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(draft.trim() ? { q: draft.trim() } : {});
        }}
      >
        <label className="filter">
          Mobile, player id or name, or Ghana Card number
          <input value={draft} onChange={(e) => setDraft(e.target.value)} autoComplete="off" />
        </label>
        <button type="submit">Search</button>
      </form>
      <DataTable
        data={found.data?.list ?? []}
        columns={columns}
        empty={found.isLoading ? 'Loading…' : 'No player matches.'}
        rowId={(p) => p.id}
        onRowClick={(p) => navigate(`/players/${p.id}`)}
      />
      {(page > 1 || found.data?.hasMore) && (
        <div className="pager">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setParams({ ...(q ? { q } : {}), page: String(page - 1) })}
          >
            Previous
          </button>
          <span>Page {page}</span>
          <button
            type="button"
            disabled={!found.data?.hasMore}
            onClick={() => setParams({ ...(q ? { q } : {}), page: String(page + 1) })}
          >
            Next
          </button>
        </div>
      )}
    </section>
  );
}
