import type { AdminMallShipment } from '@sika/contract';
import type { ServerContext } from '../../context.ts';
import { setDeliveryState } from '../mall/index.ts';
import { type Actor, audited } from './audit.ts';

/**
 * Moves a physical mall line one step forward (processing → shipped → delivered) with its audit row
 * (`mall_delivery.move`, target `{orderNo}/{line}`), in one transaction. Errors: MALL_SHIPMENT_NOT_FOUND,
 * MALL_DELIVERY_STEP.
 */
export function moveShipmentAsStaff(
  ctx: ServerContext,
  actor: Actor,
  input: { orderNo: string; line: number; to: 'shipped' | 'delivered'; reason: string },
): Promise<AdminMallShipment> {
  return audited(
    ctx,
    actor,
    {
      action: 'mall_delivery.move',
      targetType: 'mall_order_line',
      targetId: `${input.orderNo}/${input.line}`,
      reason: input.reason,
    },
    async (tx) => {
      const { before, after } = await setDeliveryState(tx, input.orderNo, input.line, input.to, ctx.now());
      return {
        before: { deliveryState: before.deliveryState },
        after: { deliveryState: after.deliveryState },
        result: after,
      };
    },
  );
}
