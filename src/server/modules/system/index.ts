import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { createCrudServices } from '../../crud/crud-services';
import { deptRoutes } from './dept-routes';
import { dictAdminRoutes, dictBizAdminRoutes } from './dict-admin-routes';
import { menuAdminRoutes } from './menu-admin-routes';
import { plainRoutes } from './plain-routes';
import { regionAdminRoutes } from './region-admin-routes';
import { roleRoutes } from './role-routes';
import { ossConfigRoutes, smsConfigRoutes } from './storage-config-routes';
import { tenantAdminRoutes } from './tenant-admin-routes';
import { userImportRoutes } from './user-import-routes';
import { userRoutes } from './user-routes';
import { storeManageRoutes } from './store-manage-routes';
import { userPlatformRoutes } from './user-platform-routes';
import { virtualUserRoutes } from './virtual-user-routes';

/**
 * The system-administration area (spec 002 §2, §7): every resource of src/shared/resources/system through the
 * generic CRUD routes, with the hand-written routes beside them where the contract needs more.
 */
export const systemRoutes = async (app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> => {
  const services = createCrudServices(ctx);
  for (const plugin of [
    userRoutes,
    userPlatformRoutes,
    storeManageRoutes,
    virtualUserRoutes,
    userImportRoutes,
    roleRoutes,
    menuAdminRoutes,
    dictAdminRoutes,
    dictBizAdminRoutes,
    deptRoutes,
    regionAdminRoutes,
    tenantAdminRoutes,
    ossConfigRoutes,
    smsConfigRoutes,
    plainRoutes,
  ]) {
    await app.register(plugin, { services });
  }
};
