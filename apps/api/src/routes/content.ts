import { requestSchemas } from '@h5/api-contract';
import { GAME_TABS } from '@h5/domain';
import { activityDetail, applicationLog, applyForActivity, listActivities, listActivityTypes } from '../content/activities';
import { applyForAgent } from '../content/agent';
import {
  findArticle,
  listBanners,
  listConciseGames,
  listGames,
  listHomeNotices,
  listSiteMessages,
  listVipLevels,
} from '../content/catalogue';
import { badParam, optionalPositiveInt, positiveInt } from '../content/input';
import { CONTENT_MESSAGES } from '../content/messages';
import { pageArgs } from '../content/paginate';
import { absoluteUrl, publicBase } from '../content/public-url';
import { readSiteConfig } from '../content/site-config';
import { isOnSite, loadAppInfo, siteAddress } from '../content/site-info';
import { BizError, Code, ok } from '../http/envelope';
import { registerServing } from '../serving/register-serving';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const MAX_ARTICLE_TYPE = 99;
const gameListQuery = {
  type: 'object',
  properties: { category: { type: 'string', maxLength: 32 }, platform: { type: 'string', maxLength: 32 } },
} as const;

type Paged = { page?: unknown; limit?: unknown };

export async function registerContentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const base = (request: FastifyRequest) => publicBase(ctx.config, request);
  const memberId = (request: FastifyRequest) => {
    if (!request.member) throw new BizError(Code.sessionExpired, CONTENT_MESSAGES.badParam);
    return request.member.id;
  };

  app.get('/api/getVisitUrl', async (request) => {
    const url = await siteAddress(db, base(request));
    const { origin, referer } = request.headers;
    if (isOnSite(url, origin, referer)) throw new BizError(Code.serverError, CONTENT_MESSAGES.visitorOnSite);
    return ok({ url });
  });

  app.post('/api/app', { schema: { body: requestSchemas.app } }, async (request) => ok(await loadAppInfo(db, base(request))));

  app.get<{ Querystring: { category?: string; platform?: string } }>(
    '/api/game/list',
    { schema: { querystring: gameListQuery } },
    async (request) => ok(await listGames(db, base(request), request.query)),
  );

  // The site's client sends the tab as `platform_name` (the game table's field); the spec's
  // call table names `gamecode`. Both are read, `platform_name` first.
  app.post<{ Body: { platform_name?: string; gamecode?: string } }>(
    '/api/gamelistBycode',
    { schema: { body: requestSchemas.gamelistBycode } },
    async (request) => {
      const { platform_name, gamecode } = request.body;
      const [name, tab] = platform_name !== undefined ? ['platform_name', platform_name] : ['gamecode', gamecode ?? ''];
      if (!(GAME_TABS as readonly string[]).includes(tab)) throw badParam(name);
      return ok(await listConciseGames(db, base(request), tab));
    },
  );

  app.post<{ Body: { type?: number | string } }>('/api/bannerList', { schema: { body: requestSchemas.bannerList } }, async (request) =>
    ok(await listBanners(db, base(request), Number(request.body.type ?? 2))),
  );

  app.post('/api/homenotice', { schema: { body: requestSchemas.homenotice } }, async () => ok(await listHomeNotices(db)));

  app.post('/api/getservicerurl', { schema: { body: requestSchemas.getservicerurl } }, async (request) => {
    const { kf_url } = await readSiteConfig(db, ['kf_url']);
    return ok({ url: absoluteUrl(base(request), kf_url), domain: base(request) });
  });

  app.get('/api/getAgentLoginUrl', async (request) => {
    const { agent_login_url } = await readSiteConfig(db, ['agent_login_url']);
    return ok({ url: absoluteUrl(base(request), agent_login_url) });
  });

  app.post('/api/activitytype', { schema: { body: requestSchemas.activitytype } }, async () => ok(await listActivityTypes(db)));

  app.post<{ Body: Paged & { type?: unknown } }>('/api/activitylist', { schema: { body: requestSchemas.activitylist } }, async (request) =>
    ok(await listActivities(db, base(request), optionalPositiveInt(request.body.type, 'type'), pageArgs(request.body))),
  );

  app.post<{ Body: { id: unknown } }>('/api/activitydeatil', { schema: { body: requestSchemas.activitydeatil } }, async (request) =>
    ok(await activityDetail(db, base(request), positiveInt(request.body.id, 'id'))),
  );

  app.post<{ Body: { activityid: unknown } }>(
    '/api/doactivityapply',
    { schema: { body: requestSchemas.doactivityapply }, preValidation: ctx.auth },
    async (request) => {
      await applyForActivity(db, memberId(request), positiveInt(request.body.activityid, 'activityid'));
      return ok([], CONTENT_MESSAGES.applied);
    },
  );

  for (const path of ['/api/activityApplyLog', '/api/activityapplylog']) {
    app.post<{ Body: Paged }>(path, { schema: { body: requestSchemas.activityApplyLog }, preValidation: ctx.auth }, async (request) =>
      ok(await applicationLog(db, memberId(request), pageArgs(request.body))),
    );
  }

  app.post('/api/uservip', { schema: { body: requestSchemas.uservip } }, async (request) => ok(await listVipLevels(db, base(request))));

  app.post<{ Body: { mobile: string; apply_info: string } }>(
    '/api/applyagentdo',
    { schema: { body: requestSchemas.applyagentdo }, preValidation: ctx.auth },
    async (request) => {
      await applyForAgent(db, memberId(request), request.body);
      return ok([], CONTENT_MESSAGES.agentApplied);
    },
  );

  app.post<{ Body: { type: unknown } }>('/api/article', { schema: { body: requestSchemas.article } }, async (request) => {
    const article = await findArticle(db, positiveInt(request.body.type, 'type', MAX_ARTICLE_TYPE));
    if (!article) throw new BizError(Code.notFound, CONTENT_MESSAGES.articleMissing, null);
    return ok(article);
  });

  for (const path of ['/api/noticeList', '/api/noticelist']) {
    app.post<{ Body: Paged }>(path, { schema: { body: requestSchemas.noticeList }, preValidation: ctx.auth }, async (request) =>
      ok(await listSiteMessages(db, memberId(request), pageArgs(request.body))),
    );
  }

  await registerServing(app, ctx);
}
