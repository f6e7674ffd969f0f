import { resourceModule } from '../../crud/resource-module';
import { registerEnableRoute } from './provider-configs';

/** Object storage configurations: the generic routes plus `enable` (one enabled configuration per tenant). */
export default resourceModule('oss', ({ services, store }) => ({
  routes: (app) => registerEnableRoute(app, services, store),
}));
