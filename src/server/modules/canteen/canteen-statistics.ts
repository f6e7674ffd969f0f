import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';

/**
 * Canteen statistics (spec 002 §7 `/blade-order/canteenStatistics`): rows kept by the triggers of migration
 * 202611261718 from the meal log. The contract lists `submit` and `remove`; both answer and write nothing: the
 * definition is read-only (the engine refuses a submit) and `remove` is refused here, since a hand-made or removed
 * figure would no longer equal the log.
 */
export default resourceModule('canteenStatistics', ({ def }) => ({
  routes(app) {
    app.post(`${def.endpoint}/remove`, async (request) => {
      identityOf(request);
      throw badRequest('食堂统计由就餐记录自动计算，不能删除');
    });
  },
}));
