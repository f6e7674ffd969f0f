import { routeModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { createMenuRepository } from '../menu/menu-repository';
import { createWelFigures } from './wel-figures';

/** `GET /blade-bigdata/mock/wel` (spec 002 catalogue): the home page figures of the caller's tenant. */
export default routeModule('home', (app, { ctx, tenantMenus }) => {
  const figures = createWelFigures(ctx.db);
  const menus = createMenuRepository(ctx.db, tenantMenus);
  app.get('/blade-bigdata/mock/wel', async (request) => {
    const identity = identityOf(request);
    const menuCodes = menus.grantedCodes(identity.tenantId, identity.roleIds);
    return R.data(figures({ tenantId: identity.tenantId, account: identity.account, menuCodes }, ctx.now()));
  });
});
