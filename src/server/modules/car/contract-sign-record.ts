import { resourceModule } from '../../crud/resource-module';
import { referenceNames } from './reference-names';

/** The rows of `contractSignRecord` name its contract's title (contractName) beside the id, as BladeX's VO does (reference-names.ts). */
export default resourceModule('contractSignRecord', ({ services, def }) => ({
  hooks: { decorate: referenceNames(services.ctx.db, def) },
}));
