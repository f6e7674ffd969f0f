import { resourceModule } from '../../crud/resource-module';
import { shownTagsRoute } from './shown-tags';

/** `select`: the shown guide tags for the guide form. */
export default resourceModule('contentGuideTag', ({ services, def }) => ({
  routes: shownTagsRoute(services, def.table, `${def.endpoint}/select`),
}));
