import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from './data-table.tsx';

/**
 * A queue of the back office: tabs for its states above the table of the chosen one. Choosing a tab
 * clears the selection (the selected row belongs to the other state's list). Used by the adjustments
 * queue, the shipping desk and the mall's pages.
 */
export function TabbedTable<T, S extends string>({
  states,
  state,
  onState,
  data,
  columns,
  empty,
  rowId,
  selectedId,
  onSelect,
  between,
}: {
  states: readonly S[];
  state: S;
  onState: (state: S) => void;
  data: T[];
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column helper yields values of many types
  columns: ColumnDef<T, any>[];
  empty: string;
  rowId: (row: T) => string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** What stands between the tabs and the table (a notice of the last action). */
  between?: ReactNode;
}) {
  return (
    <>
      <div className="tabs" role="tablist">
        {states.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === state}
            onClick={() => {
              onState(s);
              onSelect(null);
            }}
          >
            {s}
          </button>
        ))}
      </div>
      {between}
      <DataTable
        data={data}
        columns={columns}
        empty={empty}
        rowId={rowId}
        selectedId={selectedId}
        onRowClick={(row) => onSelect(rowId(row))}
      />
    </>
  );
}
