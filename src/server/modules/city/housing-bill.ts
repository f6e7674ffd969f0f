import { resourceModule } from '../../crud/resource-module';
import { housingSyncModule } from './housing-sync';

/** Housing bills: rows copied from the municipal housing system by `GET sync` (housing-sync.ts). */
export default resourceModule('housingBill', ({ services, def, store }) =>
  housingSyncModule(services, def, store, 'bill'),
);
