/**
 * A BladeX server for the kiosk soak, answering the host's fetch (the desktop's network path, net.fetch) in memory:
 * the password and refresh-token grants (the refresh token rotates; access tokens live an hour and refresh tokens a
 * week, by the wall clock, which the soak fakes), the big-data board's calls, and the ways it fails — stopped (the
 * connection is refused) and started again on another port, as the embedded server's supervisor does.
 *
 * Its state is bounded (live tokens only) so that the soak measures the app's memory, not the fake's.
 */

const ACCESS_TTL_S = 3600;
const REFRESH_TTL_S = 7 * 24 * 3600;

interface Token {
  expiresAt: number;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ok = (data: unknown) => json(200, { code: 200, success: true, msg: '操作成功', data });

/** The overview's figures of the hour: they change every hour, so a board that stopped refreshing shows it. */
export const overviewOfHour = (hour: number) => ({
  fusionTravel: [{ category: '文旅套餐', productNum: hour, avgPrice: 100, ratio: '50.00' }],
  fusionTravelService: [{ category: '旅游线路', productNum: hour + 1, avgPrice: 80, ratio: '50.00' }],
  fusionProductService: [{ category: '米面粮油', productNum: 7, avgPrice: 20, ratio: '100.00' }],
  fusionLife: [{ category: '电影票', productNum: 3, avgPrice: 45, ratio: '100.00' }],
});

export const createFakeBladex = (now: () => number, hourOf: (at: number) => number) => {
  let port = 40_000;
  let up = true;
  let access = new Map<string, Token>();
  let refresh = new Map<string, Token>();
  let issued = 0;
  const counters = { grants: 0, refreshes: 0, boardCalls: 0, refused401: 0, refusedDown: 0 };

  const purge = () => {
    const t = now();
    for (const [key, token] of access) if (token.expiresAt <= t) access.delete(key);
    for (const [key, token] of refresh) if (token.expiresAt <= t) refresh.delete(key);
  };

  const issue = () => {
    purge();
    issued += 1;
    const accessToken = `access-${issued}`;
    const refreshToken = `refresh-${issued}`;
    access.set(accessToken, { expiresAt: now() + ACCESS_TTL_S * 1000 });
    refresh.set(refreshToken, { expiresAt: now() + REFRESH_TTL_S * 1000 });
    return json(200, {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: ACCESS_TTL_S,
      tenant_id: '000000',
      user_id: '2',
      dept_id: '1',
      post_id: '1',
      role_id: '1',
      oauth_id: '',
      account: 'bigdata',
      user_name: 'bigdata',
      nick_name: '数据大屏',
      real_name: '数据大屏',
      role_name: 'bigdata',
      avatar: '',
      detail: {},
    });
  };

  /** The grant's fields from the query or the form body, as Spring's @RequestParam reads them. */
  const token = async (url: URL, request: Request) => {
    const fields = new URLSearchParams(url.searchParams);
    if ((request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      for (const [key, value] of new URLSearchParams(await request.text())) fields.append(key, value);
    }
    const grant = fields.get('grant_type');
    if (grant === 'refresh_token') {
      counters.refreshes += 1;
      const presented = fields.get('refresh_token') ?? '';
      const stored = refresh.get(presented);
      if (!stored || stored.expiresAt <= now()) {
        return json(400, { error_code: 400, error_description: '登录已过期,请重新登录' });
      }
      refresh.delete(presented);
      return issue();
    }
    counters.grants += 1;
    return issue();
  };

  const authorized = (request: Request) => {
    const header = request.headers.get('blade-auth') ?? '';
    const stored = access.get(header.replace(/^bearer /i, ''));
    return stored !== undefined && stored.expiresAt > now();
  };

  const fetch = async (input: string | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (!up || url.port !== String(port)) {
      counters.refusedDown += 1;
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    }
    if (url.pathname === '/blade-auth/oauth/token') return token(url, request);
    if (!authorized(request)) {
      counters.refused401 += 1;
      return json(401, { code: 401, success: false, msg: '请求未授权' });
    }
    if (url.pathname === '/blade-merchant-product/fusion/productOverview') {
      counters.boardCalls += 1;
      return ok(overviewOfHour(hourOf(now())));
    }
    // The area picker's dictionary and region tree: nothing to choose from in the soak.
    return ok([]);
  };

  return {
    fetch,
    url: () => `http://127.0.0.1:${port}`,
    counters,
    /** The server process is gone: every connection is refused. */
    stop() {
      up = false;
    },
    /** Started again (by the supervisor) on a new port; its database, and so its tokens, survive. */
    restart() {
      port += 1;
      up = true;
    },
    /** How many tokens the fake holds (bounded: expired ones are purged). */
    size: () => access.size + refresh.size,
    /** Forgets every token (a restore from backup): the next refresh is refused. */
    forgetTokens() {
      access = new Map();
      refresh = new Map();
    },
  };
};

export type FakeBladex = ReturnType<typeof createFakeBladex>;
