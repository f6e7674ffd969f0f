import { resourceModule } from '../../crud/resource-module';
import { referenceNames } from './reference-names';

/** The rows of `orderCar` name its car's plate (carName) beside the id, as BladeX's VO does (reference-names.ts). */
export default resourceModule('orderCar', ({ services, def }) => ({
  hooks: { decorate: referenceNames(services.ctx.db, def) },
}));
