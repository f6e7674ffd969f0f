import { resourceModule } from '../../crud/resource-module';
import { referenceNames } from '../car/reference-names';

/** The rows of `canteenUser` name its canteen's name (canteenName) beside the id, as BladeX's VO does (reference-names.ts). */
export default resourceModule('canteenUser', ({ services, def }) => ({
  hooks: { decorate: referenceNames(services.ctx.db, def) },
}));
