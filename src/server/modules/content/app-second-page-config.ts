import { resourceModule } from '../../crud/resource-module';
import { homeConfigModule } from './home-config';

/** The second-level pages' configuration (home-config.ts); the contract gives it no area dictionaries. */
export default resourceModule('appSecondPageConfig', ({ services, store, def }) =>
  homeConfigModule(services, store, { table: def.table, endpoint: def.endpoint, areas: false }),
);
