import { resourceModule } from '../../crud/resource-module';
import { housingSyncModule } from './housing-sync';

/** Housing houses: rows copied from the municipal housing system by `GET sync` (housing-sync.ts). */
export default resourceModule('housingHouse', ({ services, def, store }) =>
  housingSyncModule(services, def, store, 'house'),
);
