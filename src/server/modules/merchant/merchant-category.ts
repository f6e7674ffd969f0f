import { resourceModule } from '../../crud/resource-module';

/** The industry → business-type tree (spec 001 §7 `merchantCategory`): its pickers show the category's name. */
export default resourceModule('merchantCategory', () => ({ hooks: { treeTitle: 'name' } }));
