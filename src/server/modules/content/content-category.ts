import { resourceModule } from '../../crud/resource-module';
import { contentTreeModule } from './content-tree';

/** Lazy tree and select by tag (content-tree.ts). */
export default resourceModule('contentCategory', ({ services, def }) =>
  contentTreeModule(services, def.table, def.endpoint),
);
