import {
  type AdminMallGoods,
  type AdminMallVoucher,
  adminListMallVouchers,
  adminRevealMallVoucher,
  adminUploadMallVouchers,
} from '@sika/contract';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { when } from '../../lib/market.ts';
import { can, useStaff } from '../../lib/staff.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { TabbedTable } from '../../ui/tabbed-table.tsx';
import { parseCodes } from './mall-fields.ts';

const column = createColumnHelper<AdminMallVoucher>();
const columns = [
  column.accessor('code', { header: 'Code', cell: (c) => <code>{c.getValue()}</code> }),
  column.accessor('orderNo', { header: 'Order', cell: (c) => c.getValue() ?? '—' }),
  column.accessor('deliveredAt', { header: 'Delivered', cell: (c) => when(c.getValue()) }),
];
const STATES = ['left', 'used'] as const;

/**
 * The codes of a voucher good: upload (paste or CSV), codes left and used, masked; an admin may reveal one
 * with a reason (audited).
 */
export function VouchersPanel({
  goods,
  onChanged,
}: {
  goods: AdminMallGoods;
  onChanged: () => Promise<unknown>;
}) {
  const mayReveal = can(useStaff().data?.permissions, 'mall.vouchers.reveal');
  const [state, setState] = useState<(typeof STATES)[number]>('left');
  const [selected, setSelected] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [news, setNews] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<AdminMallVoucher | null>(null);
  const codes = useQuery({
    queryKey: ['adminListMallVouchers', goods.id, state],
    queryFn: () => call(adminListMallVouchers, { id: goods.id, state }),
  });
  const parsed = parseCodes(pasted);
  return (
    <>
      <h3>Voucher codes</h3>
      <p data-testid="mall-vouchers-counts">
        {goods.vouchers?.left ?? 0} left · {goods.vouchers?.used ?? 0} used. The stock is the codes left.
      </p>
      <ActionForm
        label={`Upload ${parsed.length} code${parsed.length === 1 ? '' : 's'}`}
        onSubmit={async (form) => {
          if (parsed.length === 0) throw new Error('Paste codes or choose a CSV first.');
          const done = await call(adminUploadMallVouchers, {
            id: goods.id,
            codes: parsed,
            reason: String(form.get('reason') ?? ''),
          });
          setNews(`${done.added} added, ${done.skipped} already loaded or repeated.`);
          setPasted('');
          await codes.refetch();
          await onChanged();
        }}
      >
        <label>
          Codes, one a line (or the first column of a CSV)
          <textarea
            rows={4}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            data-testid="mall-vouchers-paste"
          />
        </label>
        <label>
          CSV file
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file) setPasted(await file.text());
            }}
          />
        </label>
        <label>
          Reason (supplier, batch)
          <input name="reason" minLength={3} maxLength={500} required data-testid="mall-vouchers-reason" />
        </label>
      </ActionForm>
      {news && <p className="news">{news}</p>}
      <TabbedTable
        states={STATES}
        state={state}
        onState={setState}
        data={codes.data?.list ?? []}
        columns={columns}
        empty={codes.isLoading ? 'Loading…' : `No code ${state}.`}
        rowId={(v) => String(v.id)}
        selectedId={selected}
        onSelect={(id) => {
          setSelected(id);
          setRevealed(null);
        }}
      />
      {mayReveal && selected && (
        <ActionForm
          label="Reveal the code"
          onSubmit={async (form) => {
            setRevealed(
              await call(adminRevealMallVoucher, {
                id: Number(selected),
                reason: String(form.get('reason') ?? ''),
              }),
            );
          }}
        >
          <label>
            Why (audited)
            <input name="reason" minLength={3} maxLength={500} required />
          </label>
        </ActionForm>
      )}
      {revealed && (
        <p className="uri" data-testid="mall-voucher-revealed">
          <code>{revealed.code}</code>
        </p>
      )}
    </>
  );
}
