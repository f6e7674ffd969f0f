import { resourceModule } from '../../crud/resource-module';
import { parseListQuery } from '../../crud/list-query';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { R, toPage } from '../../http/r';
import { areaFilter } from '../order/area-filter';
import { createListWhere } from '../order/list-where';
import { createMemberPlaces } from './member-places';

/** The region spellings of the consumer-side user list: the member search's and the board's (`Clist/total`). */
const CLIST_AREA_PARAMS = ['areaCode_equal', 'areaCode', 'cityCode', 'city'] as const;

/**
 * Members (spec 002 §7 `/blade-member/member`: standard plus `page`) through the generic routes, and
 * `GET /blade-system/user/Clist`, the consumer-side user list: the same live members, paged, filtered by
 * region as `Clist/total` (modules/board) is, so its `total` is that call's `userCnt` for the same region.
 */
export default resourceModule('member', ({ services, def, store }) => {
  const places = createMemberPlaces(services.ctx.db);
  const now = () => formatDateTime(services.ctx.now());
  const clistHooks = {
    // The board's spellings of the region (any level), read by the area filter rather than as column filters.
    listParams: ['cityCode', 'city'],
    listFilter: (query: Readonly<Record<string, unknown>>) => areaFilter(query, CLIST_AREA_PARAMS),
  };
  const whereOf = createListWhere(services, def, store, clistHooks);
  return {
    hooks: {
      listFilter: (query) => areaFilter(query),
      decorate: (rows) => places.decorate(rows),
      beforeWrite({ mode, values }) {
        places.place(values, mode, now());
      },
    },
    routes(app) {
      app.get('/blade-system/user/Clist', async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const query = (request.query ?? {}) as Record<string, unknown>;
        const { current, size, sort } = parseListQuery(def, query, clistHooks.listParams);
        const { rows, total } = store.page(whereOf(identity, query), sort, current, size);
        return R.data(toPage(places.decorate(services.ctx.wire.rows(rows)), total, current, size));
      });
    },
  };
});
