import { resourceModule } from '../../crud/resource-module';
import { referenceNames } from './reference-names';

/** The rows of `carSeries` name its brand's name (brandName) beside the id, as BladeX's VO does (reference-names.ts). */
export default resourceModule('carSeries', ({ services, def }) => ({
  hooks: { decorate: referenceNames(services.ctx.db, def) },
}));
