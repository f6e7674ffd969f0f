import { resourceModule } from '../../crud/resource-module';
import { referenceNames } from './reference-names';

/** The rows of `orderCarStop` name its rental's order number (orderName) beside the id, as BladeX's VO does (reference-names.ts). */
export default resourceModule('orderCarStop', ({ services, def }) => ({
  hooks: { decorate: referenceNames(services.ctx.db, def) },
}));
