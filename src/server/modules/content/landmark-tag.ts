import { resourceModule } from '../../crud/resource-module';
import { shownTagsRoute } from './shown-tags';

/** `taglist`: the shown landmark tags for the landmark form. */
export default resourceModule('landmarkTag', ({ services, def }) => ({
  routes: shownTagsRoute(services, def.table, `${def.endpoint}/taglist`),
}));
