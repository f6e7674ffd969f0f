import { resourceModule } from '../../crud/resource-module';
import { areaFilter } from '../order/area-filter';

/** Merchants (spec 001 §7 `merchantInfo`): the list takes the area search (`areaCode`: 5329, a county or a town). */
export default resourceModule('merchantInfo', () => ({
  hooks: { listFilter: (query) => areaFilter(query) },
}));
