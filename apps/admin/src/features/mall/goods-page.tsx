import {
  type AdminMallGoods,
  adminCreateMallGoods,
  adminListMallGoods,
  adminPublishMallGoods,
  adminUpdateMallGoods,
  type MallDelivery,
  type MallPayWith,
  mallDelivery,
  mallPayWith,
} from '@sika/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { LanguageFields, textsOf } from '../../ui/language-fields.tsx';
import { TabbedTable } from '../../ui/tabbed-table.tsx';
import { deliveryLabel, parsePrice, price, priceText } from './mall-fields.ts';
import { StockPanel } from './stock-panel.tsx';
import { useCatalogueEditor } from './use-catalogue-editor.ts';
import { VouchersPanel } from './vouchers-panel.tsx';

const STATUSES = ['all', 'published', 'unpublished'] as const;
type Status = (typeof STATUSES)[number];

const column = createColumnHelper<AdminMallGoods>();
const columns = [
  column.accessor('id', { header: '#' }),
  column.accessor((g) => g.name.en, { id: 'name', header: 'Name' }),
  column.accessor('delivery', { header: 'Delivery', cell: (c) => deliveryLabel[c.getValue()] }),
  column.accessor('price', { header: 'Price', cell: (c) => price(c.row.original.payWith, c.getValue()) }),
  column.accessor('stock', {
    header: 'Stock',
    cell: (c) =>
      c.getValue() === 0 ? (
        <span className="flag">sold out</span>
      ) : (
        <span className="nowrap">{c.getValue()}</span>
      ),
  }),
  column.accessor('sold', { header: 'Sold' }),
  column.accessor((g) => (g.vouchers ? `${g.vouchers.left} left · ${g.vouchers.used} used` : '—'), {
    id: 'vouchers',
    header: 'Codes',
  }),
  column.accessor('enabled', {
    header: 'Status',
    cell: (c) =>
      c.getValue() ? <span className="ok">published</span> : <span className="muted">draft</span>,
  }),
];

/**
 * The mall's goods (docs/mall.md "The back office"): every good by status and shelf with its stock; create
 * or edit one, publish it, adjust its stock, load the codes of a voucher good.
 */
export function GoodsPage() {
  const [status, setStatus] = useState<Status>('all');
  const [type, setType] = useState<number | ''>('');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['adminListMallGoods', status, type],
    queryFn: () => call(adminListMallGoods, { status, ...(type ? { type } : {}) }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['adminListMallGoods'] });
  const editor = useCatalogueEditor(refresh);
  const { selected, creating, news, setNews } = editor;
  const goods = list.data?.list.find((g) => String(g.id) === selected) ?? null;
  const types = list.data?.types ?? [];
  return (
    <section className="split">
      <div>
        <div className="page-head">
          <h1>Mall goods</h1>
          <button type="button" data-testid="mall-goods-new" onClick={editor.startCreating}>
            New good
          </button>
        </div>
        <label className="filter">
          Shelf
          <select
            value={type}
            onChange={(e) => setType(e.target.value ? Number(e.target.value) : '')}
            data-testid="mall-goods-type"
          >
            <option value="">all shelves</option>
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <TabbedTable
          states={STATUSES}
          state={status}
          onState={setStatus}
          data={list.data?.list ?? []}
          columns={columns}
          empty={list.isLoading ? 'Loading…' : 'No good here.'}
          rowId={(g) => String(g.id)}
          selectedId={selected}
          onSelect={editor.select}
          between={news && <p className="news">{news}</p>}
        />
      </div>
      {creating && (
        <aside className="card detail" data-testid="mall-goods-editor">
          <h2>New good</h2>
          <p className="muted">It starts unpublished: publish it once its stock (or codes) is in.</p>
          <GoodsForm
            key="new"
            types={types}
            goods={null}
            onSaved={(made) => editor.created(made, 'created, unpublished.')}
          />
        </aside>
      )}
      {goods && (
        <aside className="card detail" data-testid="mall-goods-detail">
          <h2>
            #{goods.id} {goods.name.en}
          </h2>
          <dl>
            <dt>Status</dt>
            <dd>{goods.enabled ? 'published: on sale' : 'unpublished'}</dd>
            <dt>Stock</dt>
            <dd data-testid="mall-goods-stock">
              {goods.stock} left, {goods.sold} sold
            </dd>
          </dl>
          <button
            type="button"
            data-testid="mall-goods-publish"
            onClick={async () => {
              const done = await call(adminPublishMallGoods, { id: goods.id, published: !goods.enabled });
              setNews(`#${done.id} ${done.name.en} is ${done.enabled ? 'published' : 'unpublished'}.`);
              await refresh();
            }}
          >
            {goods.enabled ? 'Unpublish' : 'Publish'}
          </button>
          {goods.vouchers ? (
            <VouchersPanel goods={goods} onChanged={refresh} />
          ) : (
            <StockPanel goods={goods} onChanged={refresh} />
          )}
          <h3>Edit</h3>
          <GoodsForm key={goods.id} types={types} goods={goods} onSaved={editor.saved} />
        </aside>
      )}
    </section>
  );
}

function GoodsForm({
  goods,
  types,
  onSaved,
}: {
  goods: AdminMallGoods | null;
  types: { id: number; name: string }[];
  onSaved: (goods: AdminMallGoods) => Promise<void>;
}) {
  const [payWith, setPayWith] = useState<MallPayWith>(goods?.payWith ?? 'coins');
  const [delivery, setDelivery] = useState<MallDelivery>(goods?.delivery ?? 'physical');
  const needsAmount = delivery === 'raffle_codes' || delivery === 'bonus_coins';
  return (
    <ActionForm
      label={goods ? 'Save' : 'Create'}
      onSubmit={async (form) => {
        const priceMinor = parsePrice(payWith, String(form.get('price') ?? ''));
        if (priceMinor === null) throw new Error('The price must be a positive amount.');
        const amountText = String(form.get('deliveryAmount') ?? '0');
        const deliveryAmount = !needsAmount
          ? 0
          : delivery === 'bonus_coins'
            ? (parsePrice('coins', amountText) ?? 0)
            : Number(amountText);
        const jump = String(form.get('jumpUrl') ?? '').trim();
        const fields = {
          type: Number(form.get('type')),
          name: textsOf(form, 'name'),
          description: textsOf(form, 'description'),
          image: String(form.get('image') ?? ''),
          payWith,
          price: priceMinor,
          maxPerOrder: Number(form.get('maxPerOrder')),
          deliveryAmount,
          couponType: Number(form.get('couponType') || 0),
          jumpUrl: jump || null,
          sort: Number(form.get('sort') || 0),
        };
        if (goods) {
          await onSaved(await call(adminUpdateMallGoods, { id: goods.id, ...fields }));
          return;
        }
        // A free-spins good needs its game, rounds and bet, which this form does not ask (docs/mall.md).
        if (delivery === 'free_rounds') throw new Error('Free spins cannot be created here yet.');
        const saved = await call(adminCreateMallGoods, {
          ...fields,
          delivery,
          stock: delivery === 'data_bundle' ? 0 : Number(form.get('stock') || 0),
        });
        await onSaved(saved);
      }}
    >
      <div className="form-grid">
        <label>
          Shelf
          <select name="type" defaultValue={goods?.type ?? types[0]?.id}>
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Delivery
          <select
            name="delivery"
            value={delivery}
            disabled={Boolean(goods)}
            onChange={(e) => setDelivery(e.target.value as MallDelivery)}
            data-testid="mall-goods-delivery"
          >
            {mallDelivery.options
              .filter((d) => goods || d !== 'free_rounds')
              .map((d) => (
                <option key={d} value={d}>
                  {deliveryLabel[d]}
                </option>
              ))}
          </select>
        </label>
      </div>
      <LanguageFields legend="Name" name="name" texts={goods?.name} maxLength={200} />
      <LanguageFields
        legend="Description"
        name="description"
        texts={goods?.description}
        maxLength={2000}
        rows={2}
      />
      <label>
        Image (path or URL)
        <input name="image" defaultValue={goods?.image ?? '/content/mall/'} required maxLength={500} />
      </label>
      <div className="form-grid">
        <label>
          Bought with
          <select
            name="payWith"
            value={payWith}
            onChange={(e) => setPayWith(e.target.value as MallPayWith)}
            data-testid="mall-goods-paywith"
          >
            {mallPayWith.options.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label>
          Price ({payWith === 'diamonds' ? 'diamonds' : `${payWith}, 2 decimals`})
          <input
            name="price"
            inputMode="decimal"
            defaultValue={goods ? priceText(goods.payWith, goods.price) : ''}
            required
          />
        </label>
        {!goods && delivery !== 'data_bundle' && (
          <label>
            Starting stock
            <input name="stock" type="number" min={0} defaultValue={0} required />
          </label>
        )}
        <label>
          Most per order
          <input name="maxPerOrder" type="number" min={1} max={100} defaultValue={goods?.maxPerOrder ?? 5} />
        </label>
        {needsAmount && (
          <label>
            {delivery === 'raffle_codes' ? 'Codes per unit' : 'Coins per unit (2 decimals)'}
            <input
              name="deliveryAmount"
              inputMode="decimal"
              required
              defaultValue={
                goods
                  ? delivery === 'bonus_coins'
                    ? priceText('coins', goods.deliveryAmount)
                    : goods.deliveryAmount
                  : ''
              }
            />
          </label>
        )}
        <label>
          Coupon type (0: none)
          <input name="couponType" type="number" min={0} defaultValue={goods?.couponType ?? 0} />
        </label>
        <label>
          Place (lower first)
          <input name="sort" type="number" defaultValue={goods?.sort ?? 0} />
        </label>
        <label>
          Jump URL (optional)
          <input name="jumpUrl" placeholder="/activities/…" defaultValue={goods?.jumpUrl ?? ''} />
        </label>
      </div>
      {delivery === 'data_bundle' && !goods && (
        <p className="muted">A voucher good's stock is its codes: upload them once it is created.</p>
      )}
    </ActionForm>
  );
}
