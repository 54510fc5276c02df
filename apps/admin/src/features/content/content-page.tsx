import './content.css';
import { adminListContent, type ContentEdit, type ContentKind, contentKinds } from '@sika/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../lib/api.ts';
import { when } from '../../lib/market.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { ContentEditor } from './content-editor.tsx';
import { blankEdit, KIND_LABELS, summary } from './content-fields.ts';

/** One line of the list: a live item (maybe with a draft waiting) or a draft of a new item. */
interface Row {
  id: string;
  liveKey: string | null;
  draftId: string | null;
  summary: string;
  state: string;
  edited: string;
}

const column = createColumnHelper<Row>();
const columns = [
  column.accessor('liveKey', { header: 'Key', cell: (c) => c.getValue() ?? 'new' }),
  column.accessor('summary', { header: 'Item' }),
  column.accessor('state', {
    header: 'State',
    cell: (c) => <span className={c.getValue() === 'live' ? 'ok' : 'flag'}>{c.getValue()}</span>,
  }),
  column.accessor('edited', { header: 'Draft saved' }),
];

type Selection = { draftId?: string; liveKey?: string; fresh?: number } | null;

/**
 * Adverts, menus, notices, pages, FAQ, rules and options: the live items and the drafts waiting, an editor
 * with a phone-size preview, and the publish step (decision 016).
 */
export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const kind = (contentKinds as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as ContentKind)
    : 'advert';
  const [selected, setSelected] = useState<Selection>(null);
  const content = useQuery({
    queryKey: ['adminListContent', kind],
    queryFn: () => call(adminListContent, { kind }),
  });
  const live = content.data?.live ?? [];
  const drafts = content.data?.drafts ?? [];

  const rows: Row[] = [
    ...drafts
      .filter((d) => d.targetKey === null || !live.some((i) => i.key === d.targetKey))
      .map((d) => ({
        id: `draft:${d.id}`,
        liveKey: d.targetKey,
        draftId: d.id,
        summary: summary(d),
        state: 'draft (not live)',
        edited: when(d.updatedAt),
      })),
    ...live.map((item) => {
      const draft = drafts.find((d) => d.targetKey === item.key);
      const shown = !('enabled' in item.payload) || item.payload.enabled;
      return {
        id: `live:${item.key}`,
        liveKey: item.key,
        draftId: draft?.id ?? null,
        summary: summary(item),
        state: draft ? 'live · draft waiting' : shown ? 'live' : 'live · hidden',
        edited: draft ? when(draft.updatedAt) : '',
      };
    }),
  ];

  const draft = selected?.draftId ? drafts.find((d) => d.id === selected.draftId) : undefined;
  const liveKey = draft?.targetKey ?? selected?.liveKey ?? null;
  const liveItem = liveKey ? live.find((i) => i.key === liveKey) : undefined;
  const waiting = draft ?? (liveKey ? drafts.find((d) => d.targetKey === liveKey) : undefined);
  const start: ContentEdit | null =
    waiting ?? liveItem ?? (selected?.fresh ? blankEdit(kind, new Date()) : null);
  const editorKey = `${kind}:${waiting?.id ?? liveItem?.key ?? `new${selected?.fresh}`}:${waiting?.updatedAt ?? ''}`;

  return (
    <section>
      <h1>Content</h1>
      <div className="tabs" role="tablist" aria-label="Content kind">
        {contentKinds.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            onClick={() => {
              setSelected(null);
              setParams({ kind: k });
            }}
          >
            {KIND_LABELS[k]}
          </button>
        ))}
      </div>
      <div className="content-list">
        <DataTable
          data={rows}
          columns={columns}
          empty={content.isLoading ? 'Loading…' : 'Nothing here yet.'}
          rowId={(r) => r.id}
          selectedId={
            waiting
              ? (rows.find((r) => r.draftId === waiting.id)?.id ?? null)
              : liveItem
                ? `live:${liveItem.key}`
                : null
          }
          onRowClick={(r) =>
            setSelected(r.draftId ? { draftId: r.draftId } : { liveKey: r.liveKey ?? undefined })
          }
        />
        <button type="button" onClick={() => setSelected({ fresh: Date.now() })}>
          New {KIND_LABELS[kind].toLowerCase().replace(/s$/, '')}
        </button>
      </div>
      {start && (
        <ContentEditor
          key={editorKey}
          start={{ kind: start.kind, payload: start.payload } as ContentEdit}
          draft={waiting ?? null}
          targetKey={waiting ? waiting.targetKey : (liveItem?.key ?? null)}
          onChanged={async (next) => {
            await content.refetch();
            setSelected(next);
          }}
        />
      )}
    </section>
  );
}
