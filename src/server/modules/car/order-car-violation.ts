import { resourceModule } from '../../crud/resource-module';
import { referenceNames } from './reference-names';
import { registerRecordById } from '../member/record-by-id';

/** Violations of rentals (spec 002 §7 `/blade-order/orderCarViolation`: `page`, `getOrderCarViolationById`). */
export default resourceModule('orderCarViolation', ({ services, store }) => ({
  hooks: { decorate: referenceNames(services.ctx.db, store.def) },
  routes(app) {
    registerRecordById(app, services, store, 'getOrderCarViolationById');
  },
}));
