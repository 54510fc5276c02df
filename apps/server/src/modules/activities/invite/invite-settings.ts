import type { InviteTask, RewardAsset } from '@sika/contract';
import { inviteTaskKind, rewardAsset } from '@sika/contract';
import { z } from 'zod';
import type { ServerContext } from '../../../context.ts';
import type { Db } from '../../../db/pool.ts';
import { ensureActivity, findActivity } from '../../rewards/index.ts';

export const INVITE_ACTIVITY = 'invite';

const taskSetting = z.object({
  id: z.number().int().positive(),
  kind: inviteTaskKind,
  thresholdMinor: z.number().int().min(0).default(0),
  amount: z.number().int().positive(),
  rateBp: z.number().int().min(0).max(10_000).default(0),
  asset: rewardAsset.default('cash'),
});
export type InviteTaskSetting = z.infer<typeof taskSetting>;

const settingsSchema = z.object({
  id: z.number().int().positive().default(1),
  tasks: z.array(taskSetting).default([]),
});

export interface InviteConfig {
  enabled: boolean;
  activityId: number;
  tasks: InviteTaskSetting[];
  asset: RewardAsset;
}

/** The invitation activity as configured (reward_activities 'invite'); null when it is not configured. */
export async function findInviteConfig(db: Db): Promise<InviteConfig | null> {
  const row = await findActivity(db, INVITE_ACTIVITY);
  if (!row) return null;
  const parsed = settingsSchema.safeParse(row.settings);
  // A broken configuration pays nothing rather than something nobody meant.
  const settings = parsed.success ? parsed.data : { id: 1, tasks: [] };
  return {
    enabled: row.enabled && parsed.success,
    activityId: settings.id,
    tasks: settings.tasks,
    asset: settings.tasks[0]?.asset ?? 'cash',
  };
}

/**
 * What an invitee earns their inviter for a task, given what they did; 0 while not reached.
 * first_deposit with rateBp pays that share of the first deposit, at most `amount`.
 */
export function taskReward(
  task: InviteTaskSetting,
  invitee: { firstDepositMinor: number | null; wageredMinor: number },
): number {
  switch (task.kind) {
    case 'registered':
      return task.amount;
    case 'first_deposit': {
      const first = invitee.firstDepositMinor ?? 0;
      if (first <= 0 || first < task.thresholdMinor) return 0;
      return task.rateBp > 0
        ? Math.min(task.amount, Math.floor((first * task.rateBp) / 10_000))
        : task.amount;
    }
    case 'wagered':
      return invitee.wageredMinor >= task.thresholdMinor ? task.amount : 0;
  }
}

export function toInviteTask(task: InviteTaskSetting, reached: number, earnedMinor: number): InviteTask {
  return { ...task, reached, earnedMinor };
}

/**
 * Ghana's invitation (option 4008 promises "10% of the first deposit, up to ₵50.00 per friend"): ₵2.00 when
 * the friend registers, 10% of a first deposit of ₵20.00 or more up to ₵30.00, ₵18.00 once they have wagered
 * ₵200.00 — at most ₵50.00 per friend, all in locked cash (wagered before withdrawal, decision 004), all
 * held until the friend's first deposit is credited (decision 021). Budget: ₵50,000 a day.
 */
export async function seedInvitations(ctx: ServerContext): Promise<void> {
  if (ctx.market.code !== 'GH') return;
  await ensureActivity(
    ctx.db,
    INVITE_ACTIVITY,
    {
      id: 1,
      tasks: [
        { id: 1, kind: 'registered', thresholdMinor: 0, amount: 200, rateBp: 0, asset: 'cash' },
        { id: 2, kind: 'first_deposit', thresholdMinor: 2_000, amount: 3_000, rateBp: 1_000, asset: 'cash' },
        { id: 3, kind: 'wagered', thresholdMinor: 20_000, amount: 1_800, rateBp: 0, asset: 'cash' },
      ],
    },
    [{ asset: 'cash', dailyLimit: 5_000_000 }],
  );
}
