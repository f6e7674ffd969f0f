import { resourceModule } from '../../crud/resource-module';
import { housingSyncModule } from './housing-sync';

/** Housing villages: rows copied from the municipal housing system by `GET sync` (housing-sync.ts). */
export default resourceModule('housingVillage', ({ services, def, store }) =>
  housingSyncModule(services, def, store, 'village'),
);
