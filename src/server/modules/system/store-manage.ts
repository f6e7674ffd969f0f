import { routeModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';

/** The system parameter holding the merchant back office's address. */
export const STORE_MANAGE_URL_PARAM = 'store.manageUrl';

/** An absolute http(s) URL, or null. */
const httpUrl = (value: string): string | null => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/**
 * `GET /blade-system/api/storeManageUrl` (spec 002 §7): where the merchant back office (商户后台, the web app merchant
 * operators manage their shops in) is, as `R<String>`. The address is the `store.manageUrl` system parameter
 * (参数管理), so each deployment sets its own; none, or one that is not an http(s) URL, is a 400 naming the
 * parameter. Any signed-in user may ask: the user screen's 商户后台 button opens it, and it carries no secret (no
 * token is appended: the merchant back office has its own sign-in).
 */
export default routeModule('store-manage', (app, services) => {
  app.get('/blade-system/api/storeManageUrl', async (request) => {
    identityOf(request);
    const raw = services.ctx.param(STORE_MANAGE_URL_PARAM) ?? '';
    if (raw.trim() === '') throw badRequest(`未配置商户后台地址,请在参数管理中设置 ${STORE_MANAGE_URL_PARAM}`);
    const url = httpUrl(raw);
    if (!url) throw badRequest(`商户后台地址 ${STORE_MANAGE_URL_PARAM} 不是有效的 http(s) 地址`);
    return R.data(url);
  });
});
