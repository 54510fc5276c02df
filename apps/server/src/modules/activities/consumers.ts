import { bonusMoney } from '../bonus/index.ts';
import type { PlayerEventConsumer } from '../outbox/index.ts';
import { vipPoints } from '../vip/index.ts';
import { depositCardChances } from './collect-cards/index.ts';
import { invitationProgress } from './invite/index.ts';
import { diamondTaskProgress, taskProgress } from './tasks/index.ts';

/**
 * Every reader of the player-event outbox. To add one (VIP points, cash back, collect-cards chances):
 * implement PlayerEventConsumer in your activity, export it from its index.ts and list it here
 * (docs/player-events.md). The dispatcher and the minute job deliver to each of them.
 */
export const playerEventConsumers: readonly PlayerEventConsumer[] = [
  taskProgress,
  diamondTaskProgress,
  bonusMoney,
  vipPoints,
  depositCardChances,
  invitationProgress,
];
