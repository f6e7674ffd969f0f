import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { createWelFigures } from './wel-figures';

/** `GET /blade-bigdata/mock/wel` (spec 002 catalogue): the home page figures of the caller's tenant. */
export const homeRoutes = async (app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> => {
  const figures = createWelFigures(ctx.db);
  app.get('/blade-bigdata/mock/wel', async (request) => {
    const identity = identityOf(request);
    return R.data(figures(identity.tenantId, ctx.now()));
  });
};
