import { resourceModule } from '../../crud/resource-module';
import { homeConfigModule } from './home-config';

/** The home page's configuration (home-config.ts), with the city's area dictionaries. */
export default resourceModule('appHomePageConfig', ({ services, store, def }) =>
  homeConfigModule(services, store, { table: def.table, endpoint: def.endpoint, areas: true }),
);
