import { resourceModule } from '../../crud/resource-module';
import { copyAction } from './copy-rows';

/** `copy (id)` duplicates a row, hidden (copy-rows.ts); the rest is the definition's. */
export default resourceModule('configAppMenu', ({ store }) => ({ hooks: { actions: { copy: copyAction(store) } } }));
