/** Tasks and diamond tasks (activities spec §3–§4), fed by the player-event outbox. */
export { collectTask } from './collect-task.ts';
export { taskRoutes } from './routes.ts';
export { diamondTaskProgress, taskProgress } from './task-progress-consumer.ts';
