import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routeModule } from '../../crud/resource-module';
import { formatDateTime } from '../../db/clock';
import { BOARD_READER_ROLES } from '../../../shared/board-roles';
import { requireAnyRole } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { pageQuery } from '../../http/paging';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { productOverview, regionBreakdown, resourceAnalysis } from './catalogue-figures';
import { enumParam, filteredStatistics, orderFilterQuery, orderPage, productBookPage } from './order-lists';
import { trend, trendRange, type Granularity } from './periods';
import { formatComposition, merchantRanking, RANKING_LIMIT } from './rankings';
import { createRegionResolver, readScope, type Scope } from './scope';
import { createSqlRunner } from './sql-runner';
import { channelStatistics, productChannel, productTypePreference, tradeShares, tradingData } from './trading';
import { memberCount } from './member-figures';
import { sourceRegions, userAnalysis, visitData } from './users';

/** Who may read the board: the bigdata role and administrators (spec 000 §6; shared with the host and renderer). */
export const BOARD_ROLES = BOARD_READER_ROLES;

const FUSION = '/blade-merchant-product/fusion';
const VIEW = '/blade-order/view';
const LINK = '/blade-merchant-product/link/statistics';

const dataTypeQuery = z.object({ dataType: enumParam(1, 5, '只能是 1 到 5') });
const granularityQuery = z.object({ dataType: enumParam(1, 4, '只能是 1(日) 2(月) 3(季) 4(年)') });
const jiaoyiQuery = z.object({
  type: enumParam(1, 3, '只能是 1(文旅体验) 2(商品百货) 3(城市生活)'),
  shopName: z.string().trim().max(60).optional(),
  size: z.coerce.number().int().min(1).max(500).optional(),
});
const channelNamesQuery = z.object({
  onlineName: z.string().trim().max(60).optional(),
  offlineName: z.string().trim().max(60).optional(),
  otherName: z.string().trim().max(60).optional(),
});
const categoryQuery = z.object({ category: z.string().trim().max(40).optional() });

/**
 * The board's calls (spec 000 §7 "Dashboard calls"), every figure computed by SQL from the caller's tenant's
 * rows and roll-ups for the region and range asked. Answers are the standard R envelope with the figures in
 * `data` (the client's "data.data" is axios' body plus R's data). Raw figures: display adjustments are the
 * renderer's.
 */
export default routeModule('board', (app, { ctx }) => {
  const sql = createSqlRunner(ctx.db);
  const resolve = createRegionResolver(ctx.db);
  const today = (): string => formatDateTime(ctx.now()).slice(0, 10);

  /** Query and body merged, body winning: POST calls send their filters either way. */
  const input = (request: FastifyRequest): Record<string, unknown> => ({
    ...((request.query as Record<string, unknown> | undefined) ?? {}),
    ...(request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}),
  });
  const scopeOf = (request: FastifyRequest): Scope => {
    const identity = requireAnyRole(request, ...BOARD_ROLES);
    return readScope(resolve, identity.tenantId, input(request));
  };
  const guardOnly = (request: FastifyRequest) => requireAnyRole(request, ...BOARD_ROLES);

  /** dataType 1 all time, 2 today, 3 this month, 4 this year, 5 the given fromDate–toDate. */
  const periodScope = (request: FastifyRequest): Scope => {
    const scope = scopeOf(request);
    const { dataType = 1 } = parseInput(dataTypeQuery, input(request));
    const day = today();
    if (dataType === 1) return { ...scope, range: null };
    if (dataType === 5) {
      if (!scope.range) throw badRequest('参数错误: dataType 为 5(自定义) 时需要 fromDate 和 toDate');
      return scope;
    }
    const from = dataType === 2 ? day : dataType === 3 ? `${day.slice(0, 7)}-01` : `${day.slice(0, 4)}-01-01`;
    return { ...scope, range: { from: `${from} 00:00:00`, to: `${day} 23:59:59` } };
  };

  // Product overview (view 1) and the other fusion calls.
  app.get(`${FUSION}/productOverview`, async (request) => {
    const scope = scopeOf(request);
    const { category = '' } = parseInput(categoryQuery, input(request));
    return R.data(productOverview(sql, scope, category));
  });
  app.get(`${FUSION}/productChannel`, async (request) => R.data(productChannel(sql, scopeOf(request))));
  app.get(`${FUSION}/userAnalysis`, async (request) => R.data(userAnalysis(sql, scopeOf(request), today())));
  app.get(`${FUSION}/financeCity`, async (request) => R.data(regionBreakdown(sql, scopeOf(request))));
  app.post(`${FUSION}/financeOrder`, async (request) => {
    const scope = scopeOf(request);
    const page = parseInput(pageQuery, input(request));
    const filters = parseInput(orderFilterQuery, input(request));
    return R.data(orderPage(sql, scope, filters, page.current, page.size, true));
  });
  app.get('/blade-merchant-product/fusionOrder/getCityInfo', async (request) => {
    const scope = scopeOf(request);
    const resources = resourceAnalysis(sql, scope);
    const totals = tradingData(sql, scope);
    return R.data({
      cityCode: scope.region?.code ?? '',
      cityName: scope.region?.name ?? '全部',
      merchantNum: resources.merchantNum,
      productNum: resources.productNum,
      memberNum: resources.memberNum,
      orderCnt: totals.orderCnt,
      orderMoney: totals.orderMoney,
      children: regionBreakdown(sql, scope),
    });
  });

  // Transaction dynamics (view 2), finance page, channels (view 3), rankings (view 4), users (view 5).
  app.get(`${VIEW}/list`, async (request) => {
    const scope = scopeOf(request);
    const page = parseInput(pageQuery, input(request));
    const filters = parseInput(orderFilterQuery, input(request));
    return R.data(orderPage(sql, scope, filters, page.current, page.size));
  });
  app.get(`${VIEW}/statistics`, async (request) => {
    const scope = scopeOf(request);
    return R.data(filteredStatistics(sql, scope, parseInput(orderFilterQuery, input(request))));
  });
  app.get(`${VIEW}/common`, async (request) => R.data(tradingData(sql, periodScope(request))));
  app.get(`${VIEW}/chart`, async (request) => {
    const scope = scopeOf(request);
    const { dataType = 1 } = parseInput(granularityQuery, input(request));
    const granularity = dataType as Granularity;
    const { options, values } = trend(sql, scope, granularity, trendRange(scope.range, granularity, today()));
    return R.data({ options, values });
  });
  app.get(`${VIEW}/source/statistics`, async (request) => {
    const scope = scopeOf(request);
    return R.data(channelStatistics(sql, scope, parseInput(channelNamesQuery, input(request))));
  });
  app.get(`${VIEW}/yetai`, async (request) => R.data(formatComposition(sql, scopeOf(request))));
  app.get(`${VIEW}/jiaoyi`, async (request) => {
    const scope = scopeOf(request);
    const { type, shopName = '', size = RANKING_LIMIT } = parseInput(jiaoyiQuery, input(request));
    if (type === undefined) throw badRequest('参数错误: type 只能是 1(文旅体验) 2(商品百货) 3(城市生活)');
    return R.data(merchantRanking(sql, scope, type, shopName, size));
  });
  app.get(`${VIEW}/jiaoyiPercent`, async (request) => R.data(tradeShares(sql, scopeOf(request))));
  app.get(`${VIEW}/userAnalysis`, async (request) => R.data(userAnalysis(sql, scopeOf(request), today())));
  app.get(`${VIEW}/userAnalysis/vist`, async (request) => R.data(visitData(sql, scopeOf(request), today())));

  app.get('/blade-bigdata/mock/databoard/user/source/region', async (request) =>
    R.data(sourceRegions(sql, scopeOf(request))),
  );
  app.get('/blade-system/user/Clist/total', async (request) => R.data({ userCnt: memberCount(sql, scopeOf(request)) }));

  // Link statistics.
  app.post(`${LINK}/getProductBookData`, async (request) => {
    const scope = scopeOf(request);
    const page = parseInput(pageQuery, input(request));
    return R.data(productBookPage(sql, scope, page.current, page.size));
  });
  app.get(`${LINK}/getMarketTreadData`, async (request) => {
    const scope = scopeOf(request);
    const { dataType = 1 } = parseInput(granularityQuery, input(request));
    const granularity = dataType as Granularity;
    // A trend response is `options` and `values` (spec 000 §3), as view/chart answers it.
    const { options, values } = trend(sql, scope, granularity, trendRange(scope.range, granularity, today()));
    return R.data({ options, values });
  });
  app.get(`${LINK}/getHotProductPreference`, async (request) => R.data(productTypePreference(sql, scopeOf(request))));
  app.get(`${LINK}/getMarketContribute`, async (request) =>
    R.data(
      regionBreakdown(sql, scopeOf(request)).map((row) => ({
        code: row.cityCode,
        name: row.cityName,
        total: row.orderMoney,
        cnt: row.orderCnt,
        percent: row.percent,
      })),
    ),
  );
  app.get(`${LINK}/getResourceAnalysis`, async (request) => {
    guardOnly(request);
    return R.data(resourceAnalysis(sql, scopeOf(request)));
  });
});
