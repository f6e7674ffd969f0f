import { resourceModule } from '../../crud/resource-module';
import { housingSyncModule } from './housing-sync';

/** Housing users: rows copied from the municipal housing system by `GET sync` (housing-sync.ts). */
export default resourceModule('housingUser', ({ services, def, store }) =>
  housingSyncModule(services, def, store, 'user'),
);
