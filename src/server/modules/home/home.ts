import { routeModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { createWelFigures } from './wel-figures';

/** `GET /blade-bigdata/mock/wel` (spec 002 catalogue): the home page figures of the caller's tenant. */
export default routeModule('home', (app, { ctx }) => {
  const figures = createWelFigures(ctx.db);
  app.get('/blade-bigdata/mock/wel', async (request) => {
    const identity = identityOf(request);
    return R.data(figures(identity.tenantId, ctx.now()));
  });
});
