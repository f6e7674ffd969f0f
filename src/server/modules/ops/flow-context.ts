import type { ServerContext } from '../../context';
import { createFlowQueries } from './flow-queries';
import { createFlowService } from './flow-service';

export type Flow = ReturnType<typeof createFlow>;

const createFlow = (ctx: ServerContext) => {
  const service = createFlowService(ctx);
  return { service, queries: createFlowQueries(ctx, service.nameOf) };
};

const flows = new WeakMap<ServerContext, Flow>();

/** One workflow service per server: the route modules of /blade-flow and the leave share its per-instance queue. */
export const flowOf = (ctx: ServerContext): Flow => {
  let flow = flows.get(ctx);
  if (!flow) {
    flow = createFlow(ctx);
    flows.set(ctx, flow);
  }
  return flow;
};
