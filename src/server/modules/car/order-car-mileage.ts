import { resourceModule } from '../../crud/resource-module';
import { referenceNames } from './reference-names';

/** The rows of `orderCarMileage` name its rental's order number (orderName) beside the id, as BladeX's VO does (reference-names.ts). */
export default resourceModule('orderCarMileage', ({ services, def }) => ({
  hooks: { decorate: referenceNames(services.ctx.db, def) },
}));
