import { type AdminMallGoods, adminAdjustMallStock } from '@sika/contract';
import { call } from '../../lib/api.ts';
import { ActionForm } from '../../ui/action-form.tsx';

/**
 * A stock adjustment: added to (or taken from) what is left as purchases leave it, never an overwrite;
 * the server refuses to go below zero (5795). Audited with the reason.
 */
export function StockPanel({
  goods,
  onChanged,
}: {
  goods: AdminMallGoods;
  onChanged: () => Promise<unknown>;
}) {
  return (
    <>
      <h3>Adjust stock</h3>
      <ActionForm
        label="Adjust"
        onSubmit={async (form) => {
          const delta = Number(form.get('delta'));
          if (!Number.isInteger(delta) || delta === 0)
            throw new Error('Add or take away a whole number, not 0.');
          await call(adminAdjustMallStock, { id: goods.id, delta, reason: String(form.get('reason') ?? '') });
          await onChanged();
        }}
      >
        <label>
          Add (or take away with −)
          <input name="delta" type="number" step={1} required data-testid="mall-stock-delta" />
        </label>
        <label>
          Reason
          <input name="reason" minLength={3} maxLength={500} required data-testid="mall-stock-reason" />
        </label>
      </ActionForm>
    </>
  );
}
