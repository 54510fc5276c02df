import { z } from 'zod';
import { defineStaffCall } from './admin.ts';
import { isoDate } from './fields.ts';
import { mallPayWith } from './mall.ts';

/**
 * The mall's shipping desk in the back office (issue 17, docs/mall.md): the physical lines of the players'
 * orders with the address they gave, and the step that moves one forward (processing → shipped →
 * delivered). Digital goods are delivered at once and never wait here. Each step is audited
 * (`mall_delivery.move`).
 */

export const mallDeliveryState = z.enum(['processing', 'shipped', 'delivered']);
export type MallDeliveryState = z.infer<typeof mallDeliveryState>;

export const adminMallShipment = z.object({
  orderNo: z.string(),
  /** The line's place in its order (0-based): an order may hold several physical goods. */
  line: z.number().int(),
  goodsId: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  payWith: mallPayWith,
  deliveryState: mallDeliveryState,
  address: z.object({ name: z.string(), mobile: z.string(), address: z.string() }).nullable(),
  playerId: z.string(),
  playerMobile: z.string(),
  orderedAt: isoDate,
  updatedAt: isoDate,
});
export type AdminMallShipment = z.infer<typeof adminMallShipment>;

export const adminListMallShipments = defineStaffCall({
  operationId: 'adminListMallShipments',
  method: 'GET',
  path: '/api/admin/mall/shipments',
  summary:
    'The physical lines of mall orders in one delivery state (default: processing, oldest first, so the first ordered ships first).',
  permission: 'mall.ship',
  query: z.object({
    state: mallDeliveryState.default('processing'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(200).default(50),
  }),
  data: z.object({ list: z.array(adminMallShipment), total: z.number().int() }),
});

export const adminMoveMallShipment = defineStaffCall({
  operationId: 'adminMoveMallShipment',
  method: 'POST',
  path: '/api/admin/mall/shipments/:orderNo/:line',
  summary:
    'Moves one physical line a step forward: processing → shipped, shipped → delivered. A step from a state the line is no longer in (two staff members, a double click) or backwards is refused. Errors: 5735 no such physical line, 5736 not the next step.',
  permission: 'mall.ship',
  params: z.object({
    orderNo: z.string().regex(/^M\d{8,24}$/),
    line: z.coerce.number().int().min(0).max(9),
  }),
  body: z.object({ to: z.enum(['shipped', 'delivered']), reason: z.string().trim().min(3).max(500) }),
  data: adminMallShipment,
});
