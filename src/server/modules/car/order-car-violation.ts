import { resourceModule } from '../../crud/resource-module';
import { registerRecordById } from '../member/record-by-id';

/** Violations of rentals (spec 002 §7 `/blade-order/orderCarViolation`: `page`, `getOrderCarViolationById`). */
export default resourceModule('orderCarViolation', ({ services, store }) => ({
  routes(app) {
    registerRecordById(app, services, store, 'getOrderCarViolationById');
  },
}));
