import { resourceModule } from '../../crud/resource-module';
import { shopStatistics } from './shop-statistics';

/** Every shop of the tenant, whatever the caller's data scopes, with the same statistics as `shopInfo`. */
export default resourceModule('shopInfoAll', ({ services }) => ({
  ignoreDataScopes: true,
  hooks: { decorate: shopStatistics(services.ctx.db) },
}));
