import {
  type AdminMallCouponKind,
  type AdminMallPlayerCoupon,
  adminCreateMallCoupon,
  adminIssueMallCoupon,
  adminListMallCoupons,
  adminListMallPlayerCoupons,
  adminRevokeMallPlayerCoupon,
  adminUpdateMallCoupon,
  mallCouponPlatform,
} from '@sika/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { ApiError, call } from '../../lib/api.ts';
import { money, when } from '../../lib/market.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { LanguageFields, textsOf } from '../../ui/language-fields.tsx';
import { TabbedTable } from '../../ui/tabbed-table.tsx';
import { parsePrice } from './mall-fields.ts';
import { useCatalogueEditor } from './use-catalogue-editor.ts';

const column = createColumnHelper<AdminMallCouponKind>();
const columns = [
  column.accessor('id', { header: '#' }),
  column.accessor((k) => k.name.en, { id: 'name', header: 'Name' }),
  column.accessor('couponType', { header: 'Type' }),
  column.accessor('discount', { header: 'Value', cell: (c) => `−${money(c.getValue())}` }),
  column.accessor((k) => `${k.platform}${k.coinsOnly ? ' · coins only' : ''}`, {
    id: 'rules',
    header: 'Rules',
    cell: (c) => (
      <>
        {c.getValue()}
        <br />
        {c.row.original.enabled ? (
          <span className="ok">on offer</span>
        ) : (
          <span className="muted">issue only</span>
        )}
      </>
    ),
  }),
  column.accessor('startsAt', {
    header: 'Window',
    cell: (c) => (
      <span className="nowrap">
        {c.getValue().slice(0, 10)}
        <br />→ {c.row.original.endsAt.slice(0, 10)}
      </span>
    ),
  }),
  column.accessor((k) => `${k.issued} / ${k.used} / ${k.revoked}`, {
    id: 'counts',
    header: 'Issued / used / revoked',
  }),
];

const held = createColumnHelper<AdminMallPlayerCoupon>();
const heldColumns = [
  held.accessor('mobile', { header: 'Player' }),
  held.accessor('issuedBy', { header: 'Issued by', cell: (c) => c.getValue() ?? 'collected' }),
  held.accessor('validUntil', { header: 'Valid until', cell: (c) => when(c.getValue()) }),
  held.accessor((h) => h.orderNo ?? (h.revokedAt ? `revoked ${when(h.revokedAt)}` : '—'), {
    id: 'state',
    header: 'Order / revoked',
  }),
];
const HELD_STATES = ['unused', 'used', 'revoked'] as const;

/** A key made when the issue form opens: a double click or a retry issues once (the server's replay). */
const newKey = () => crypto.randomUUID();

/**
 * Coupon campaigns (docs/mall.md "The back office"): define or edit one (rules, window, value), issue its
 * coupon to players once per key, see who holds it, revoke an unused one.
 */
export function CouponsPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['adminListMallCoupons'], queryFn: () => call(adminListMallCoupons) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['adminListMallCoupons'] });
  const editor = useCatalogueEditor(refresh);
  const { selected, creating, news, setNews } = editor;
  const kind = list.data?.list.find((k) => String(k.id) === selected) ?? null;
  return (
    <section className="split">
      <div>
        <div className="page-head">
          <h1>Coupons</h1>
          <button type="button" data-testid="mall-coupon-new" onClick={editor.startCreating}>
            New campaign
          </button>
        </div>
        {news && <p className="news">{news}</p>}
        <DataTable
          data={list.data?.list ?? []}
          columns={columns}
          empty={list.isLoading ? 'Loading…' : 'No coupon campaign yet.'}
          rowId={(k) => String(k.id)}
          selectedId={selected}
          onRowClick={(k) => editor.select(String(k.id))}
        />
        {kind && <HeldCoupons kind={kind} onChanged={refresh} />}
      </div>
      {creating && (
        <aside className="card detail" data-testid="mall-coupon-editor">
          <h2>New coupon campaign</h2>
          <CampaignForm key="new" kind={null} onSaved={(made) => editor.created(made)} />
        </aside>
      )}
      {kind && (
        <aside className="card detail" data-testid="mall-coupon-detail">
          <h2>
            #{kind.id} {kind.name.en}
          </h2>
          <IssueForm kind={kind} onIssued={(text) => setNews(text)} onChanged={refresh} />
          <h3>Edit</h3>
          <CampaignForm key={kind.id} kind={kind} onSaved={editor.saved} />
        </aside>
      )}
    </section>
  );
}

function IssueForm({
  kind,
  onIssued,
  onChanged,
}: {
  kind: AdminMallCouponKind;
  onIssued: (text: string) => void;
  onChanged: () => Promise<unknown>;
}) {
  const [key, setKey] = useState(newKey);
  const [unknown, setUnknown] = useState<string[]>([]);
  return (
    <>
      <h3>Issue to players</h3>
      <ActionForm
        label="Issue"
        onSubmit={async (form) => {
          const players = String(form.get('players') ?? '')
            .split(/[\s,;]+/)
            .map((p) => p.trim())
            .filter(Boolean);
          setUnknown([]);
          try {
            const done = await call(adminIssueMallCoupon, {
              id: kind.id,
              players,
              idempotencyKey: key,
              reason: String(form.get('reason') ?? ''),
            });
            onIssued(
              `${done.issued} issued, ${done.alreadyHeld} already held it${done.replayed ? ' (this issue was already made)' : ''}.`,
            );
            setKey(newKey());
            await onChanged();
          } catch (error) {
            if (error instanceof ApiError && error.code === 5802) setUnknown(['see the list']);
            throw error;
          }
        }}
      >
        <label>
          Player ids or mobiles (one a line, or separated by commas)
          <textarea name="players" rows={3} required data-testid="mall-issue-players" />
        </label>
        <label>
          Reason
          <input name="reason" minLength={3} maxLength={500} required data-testid="mall-issue-reason" />
        </label>
      </ActionForm>
      {unknown.length > 0 && (
        <p className="warning">Nothing was issued: fix or remove the unknown players.</p>
      )}
    </>
  );
}

function HeldCoupons({ kind, onChanged }: { kind: AdminMallCouponKind; onChanged: () => Promise<unknown> }) {
  const [state, setState] = useState<(typeof HELD_STATES)[number]>('unused');
  const [selected, setSelected] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['adminListMallPlayerCoupons', kind.id, state, kind.issued, kind.revoked, kind.used],
    queryFn: () => call(adminListMallPlayerCoupons, { id: kind.id, state }),
  });
  const coupon = list.data?.list.find((c) => c.id === selected) ?? null;
  return (
    <div className="held" data-testid="mall-coupon-held">
      <h2>Held coupons of #{kind.id}</h2>
      <TabbedTable
        states={HELD_STATES}
        state={state}
        onState={setState}
        data={list.data?.list ?? []}
        columns={heldColumns}
        empty={list.isLoading ? 'Loading…' : `No ${state} coupon.`}
        rowId={(c) => c.id}
        selectedId={selected}
        onSelect={setSelected}
      />
      {coupon && state === 'unused' && (
        <ActionForm
          label={`Revoke ${coupon.mobile}'s coupon`}
          onSubmit={async (form) => {
            await call(adminRevokeMallPlayerCoupon, {
              id: coupon.id,
              reason: String(form.get('reason') ?? ''),
            });
            setSelected(null);
            await list.refetch();
            await onChanged();
          }}
        >
          <label>
            Reason
            <input name="reason" minLength={3} maxLength={500} required />
          </label>
        </ActionForm>
      )}
    </div>
  );
}

/** A `datetime-local` value (local time) from an ISO instant, and back. */
const local = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const instant = (value: string) => new Date(value).toISOString();

function CampaignForm({
  kind,
  onSaved,
}: {
  kind: AdminMallCouponKind | null;
  onSaved: (kind: AdminMallCouponKind) => Promise<void>;
}) {
  const now = new Date().toISOString();
  const month = new Date(Date.now() + 30 * 86_400_000).toISOString();
  return (
    <ActionForm
      label={kind ? 'Save' : 'Create'}
      onSubmit={async (form) => {
        const coinsOnly = form.get('coinsOnly') === 'on';
        const discount = parsePrice('cash', String(form.get('discount') ?? ''));
        if (discount === null) throw new Error('The value must be a positive amount.');
        const fields = {
          name: textsOf(form, 'name'),
          couponType: Number(form.get('couponType')),
          discount,
          platform: String(form.get('platform')) as AdminMallCouponKind['platform'],
          coinsOnly,
          startsAt: instant(String(form.get('startsAt'))),
          endsAt: instant(String(form.get('endsAt'))),
          validDays: Number(form.get('validDays')),
          usableAfterHours: Number(form.get('usableAfterHours') || 0),
          enabled: form.get('enabled') === 'on',
        };
        await onSaved(
          kind
            ? await call(adminUpdateMallCoupon, { id: kind.id, ...fields })
            : await call(adminCreateMallCoupon, fields),
        );
      }}
    >
      <LanguageFields legend="Name" name="name" texts={kind?.name} maxLength={200} />
      <div className="form-grid">
        <label>
          Coupon type (goods it matches)
          <input name="couponType" type="number" min={1} required defaultValue={kind?.couponType ?? 1} />
        </label>
        <label>
          Value off (order's currency, 2 decimals)
          <input
            name="discount"
            inputMode="decimal"
            required
            defaultValue={kind ? money(kind.discount) : ''}
            data-testid="mall-coupon-discount"
          />
        </label>
        <label>
          Platform
          <select name="platform" defaultValue={kind?.platform ?? 'all'}>
            {mallCouponPlatform.options.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label>
          Valid days after issue
          <input
            name="validDays"
            type="number"
            min={1}
            max={365}
            required
            defaultValue={kind?.validDays ?? 30}
          />
        </label>
        <label>
          Usable after (hours)
          <input name="usableAfterHours" type="number" min={0} defaultValue={kind?.usableAfterHours ?? 0} />
        </label>
        <label>
          From
          <input name="startsAt" type="datetime-local" required defaultValue={local(kind?.startsAt ?? now)} />
        </label>
        <label>
          Until
          <input name="endsAt" type="datetime-local" required defaultValue={local(kind?.endsAt ?? month)} />
        </label>
      </div>
      <label className="filter">
        <input type="checkbox" name="coinsOnly" defaultChecked={kind?.coinsOnly ?? false} /> Needs coins (only
        on goods paid with coins)
      </label>
      <label className="filter">
        <input type="checkbox" name="enabled" defaultChecked={kind?.enabled ?? false} /> On offer in the
        coupon centre (players collect it)
      </label>
    </ActionForm>
  );
}
