import { resourceModule } from '../../crud/resource-module';
import { shopStatistics } from './shop-statistics';

/** Shops with their statistics: each row carries its merchant's paid orders and turnover. */
export default resourceModule('shopInfo', ({ services }) => ({
  hooks: { decorate: shopStatistics(services.ctx.db) },
}));
