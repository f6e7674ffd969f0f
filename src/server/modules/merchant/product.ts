import { resourceModule } from '../../crud/resource-module';
import { areaFilter } from '../order/area-filter';

/** Products (spec 001 §7 `product`): `page` and `list` answer the same page; the list takes the area search. */
export default resourceModule('product', () => ({
  hooks: { listFilter: (query) => areaFilter(query) },
  listAliases: ['list'],
}));
