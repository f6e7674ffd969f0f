import { resourceModule } from '../../crud/resource-module';
import { shownTagsRoute } from './shown-tags';

/** `list_all`: every shown preference tag by `sort_order`, for the itinerary form and the app. */
export default resourceModule('preferenceTagConfig', ({ services, def }) => ({
  routes: shownTagsRoute(services, def.table, `${def.endpoint}/list_all`, 'sort_order'),
}));
