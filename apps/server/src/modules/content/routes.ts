import {
  getAdverts,
  getFaq,
  getH5Page as getH5PageCall,
  getHomeMenus,
  getLatestAppVersion as getLatestAppVersionCall,
  getMenu,
  getNotices,
  getRule,
  MENU_ID,
} from '@sika/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/route.ts';
import { getH5Page } from './get-h5-page.ts';
import { getLatestAppVersion } from './get-latest-app-version.ts';
import { getRuleText } from './get-rule-text.ts';
import { requestLanguage } from './language.ts';
import { listAdverts } from './list-adverts.ts';
import { listFaq } from './list-faq.ts';
import { listMenuItems } from './list-menu-items.ts';
import { listNotices } from './list-notices.ts';
import { serveContentImages } from './serve-content-images.ts';

export async function contentRoutes(app: FastifyInstance, ctx: ServerContext) {
  await serveContentImages(app);

  registerCall(app, getAdverts, ({ query, request }) =>
    listAdverts(ctx, query.position, requestLanguage(request, query.lang)),
  );
  registerCall(app, getMenu, ({ params, query, request }) =>
    listMenuItems(ctx, params.menuId, requestLanguage(request, query.lang)),
  );
  registerCall(app, getHomeMenus, ({ query, request }) =>
    listMenuItems(ctx, MENU_ID.HOME, requestLanguage(request, query.lang)),
  );
  registerCall(app, getNotices, ({ query, request }) =>
    listNotices(ctx, requestLanguage(request, query.lang)),
  );
  registerCall(app, getH5PageCall, ({ params, query, request }) =>
    getH5Page(ctx, params.type, requestLanguage(request, query.lang)),
  );
  registerCall(app, getFaq, ({ query, request }) => listFaq(ctx, requestLanguage(request, query.lang)));
  registerCall(app, getRule, ({ params, query, request }) =>
    getRuleText(ctx, params.ruleType, requestLanguage(request, query.lang)),
  );
  registerCall(app, getLatestAppVersionCall, ({ query, request }) =>
    getLatestAppVersion(ctx, query.platform, requestLanguage(request, query.lang)),
  );
}
