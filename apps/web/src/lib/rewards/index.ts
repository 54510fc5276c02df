export {
  diamondKey,
  diamondTasksKey,
  diamondTasksQueryOptions,
  refreshBalances,
  useCollectDiamondTask,
  useDiamondTasks,
} from './diamond-tasks.ts';
export { formatReward } from './reward-amount.ts';
export { formatPercent, type TaskAction, taskAction, taskPercent } from './task-progress.ts';
