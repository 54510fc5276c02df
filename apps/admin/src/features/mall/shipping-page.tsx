import {
  type AdminMallShipment,
  adminListMallShipments,
  adminMoveMallShipment,
  type MallDeliveryState,
} from '@sika/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { when } from '../../lib/market.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { TabbedTable } from '../../ui/tabbed-table.tsx';

/** The mall's shipping desk (docs/mall.md): physical lines by delivery state, moved one step at a time. */
const column = createColumnHelper<AdminMallShipment>();
const columns = [
  column.accessor('orderedAt', { header: 'Ordered', cell: (c) => when(c.getValue()) }),
  column.accessor('orderNo', { header: 'Order' }),
  column.accessor('name', { header: 'Item', cell: (c) => `${c.row.original.count} × ${c.getValue()}` }),
  column.accessor('deliveryState', { header: 'State' }),
  column.accessor('address', {
    header: 'Ship to',
    cell: (c) => (c.getValue() ? `${c.getValue()?.name}, ${c.getValue()?.address}` : '—'),
  }),
];
const states: MallDeliveryState[] = ['processing', 'shipped', 'delivered'];
const nextStep: Record<MallDeliveryState, 'shipped' | 'delivered' | null> = {
  processing: 'shipped',
  shipped: 'delivered',
  delivered: null,
};
const idOf = (s: AdminMallShipment) => `${s.orderNo}/${s.line}`;

export function ShippingPage() {
  const [state, setState] = useState<MallDeliveryState>('processing');
  const [selected, setSelected] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['adminListMallShipments', state],
    queryFn: () => call(adminListMallShipments, { state }),
  });
  const line = list.data?.list.find((s) => idOf(s) === selected) ?? null;
  const to = line ? nextStep[line.deliveryState] : null;
  return (
    <section className="split">
      <div>
        <h1>Mall shipping</h1>
        <TabbedTable
          states={states}
          state={state}
          onState={setState}
          data={list.data?.list ?? []}
          columns={columns}
          empty={list.isLoading ? 'Loading…' : `No physical item is ${state}.`}
          rowId={idOf}
          selectedId={selected}
          onSelect={setSelected}
          between={news && <p className="news">{news}</p>}
        />
        {list.data && list.data.total > list.data.list.length && (
          <p className="empty">
            {list.data.list.length} of {list.data.total} shown, the first ordered first.
          </p>
        )}
      </div>
      {line && (
        <aside className="card detail" data-testid="shipment-detail">
          <h2>
            {line.orderNo} · line {line.line + 1}
          </h2>
          <dl>
            <dt>Item</dt>
            <dd>
              {line.count} × {line.name} (#{line.goodsId}, paid with {line.payWith})
            </dd>
            <dt>State</dt>
            <dd>{line.deliveryState}</dd>
            <dt>Ship to</dt>
            <dd>
              {line.address ? (
                <>
                  {line.address.name}, {line.address.mobile}
                  <br />
                  {line.address.address}
                </>
              ) : (
                '—'
              )}
            </dd>
            <dt>Player</dt>
            <dd>{line.playerMobile}</dd>
            <dt>Last change</dt>
            <dd>{when(line.updatedAt)}</dd>
          </dl>
          {to && (
            <ActionForm
              label={to === 'shipped' ? 'Mark as shipped' : 'Mark as delivered'}
              onSubmit={async (form) => {
                const moved = await call(adminMoveMallShipment, {
                  orderNo: line.orderNo,
                  line: line.line,
                  to,
                  reason: String(form.get('reason') ?? ''),
                });
                setNews(`${moved.orderNo} line ${moved.line + 1} is ${moved.deliveryState}.`);
                setSelected(null);
                await queryClient.invalidateQueries({ queryKey: ['adminListMallShipments'] });
              }}
            >
              <label>
                Reason (courier, tracking number)
                <input name="reason" minLength={3} maxLength={500} required />
              </label>
            </ActionForm>
          )}
        </aside>
      )}
    </section>
  );
}
