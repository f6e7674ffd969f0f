import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { createCrudServices } from '../../crud/crud-services';
import { merchantRoutes } from '../merchant/routes';
import { memberRoutes } from '../member/routes';
import { productOrderRoutes } from './routes';

/**
 * The business resources over the board's tables (issue 5): product orders with their statistics, the merchant
 * list, category tree and products, and the members with the consumer-side user list (`user/Clist`).
 */
export const tradeRoutes = async (app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> => {
  const services = createCrudServices(ctx);
  for (const plugin of [productOrderRoutes, merchantRoutes, memberRoutes]) await app.register(plugin, { services });
};
