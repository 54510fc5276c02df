import { getOptions as getOptionsCall, getSupports as getSupportsCall } from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/route.ts';
import { requestLanguage } from '../content/index.ts';
import { getOptions } from './get-options.ts';
import { getSupports } from './get-supports.ts';

export function optionRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerCall(app, getOptionsCall, ({ query, request }) =>
    getOptions(ctx, query.types, requestLanguage(request, query.lang)),
  );
  registerCall(app, getSupportsCall, ({ query, request }) =>
    getSupports(ctx, requestLanguage(request, query.lang)),
  );
}
