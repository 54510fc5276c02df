import {
  collectDiamondTask as collectDiamondTaskCall,
  getDiamondTaskRecords,
  getDiamondTasks,
  getTasks,
  receiveTask as receiveTaskCall,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context.ts';
import { registerCall } from '../../../http/route.ts';
import { collectDiamondTask, receiveTask } from './collect-task.ts';
import { listDiamondTaskRecords } from './list-diamond-task-records.ts';
import { listDiamondTasks, listTasks } from './list-tasks.ts';

export function taskRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getTasks, ({ player, query }) => listTasks(ctx, player.playerId, query.lang));
  registerCall(app, receiveTaskCall, ({ player, body }) => receiveTask(ctx, player.playerId, body.id));
  registerCall(app, getDiamondTasks, ({ player, query }) =>
    listDiamondTasks(ctx, player.playerId, query.lang),
  );
  registerCall(app, collectDiamondTaskCall, ({ player, body }) =>
    collectDiamondTask(ctx, player.playerId, body.id, body.lang),
  );
  registerCall(app, getDiamondTaskRecords, ({ player, query }) =>
    listDiamondTaskRecords(ctx, player.playerId, query, query.lang),
  );
}
