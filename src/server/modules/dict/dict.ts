import { resourceModule } from '../../crud/resource-module';
import { dictAdmin } from './dict-admin';

/** System dictionaries (`blade_dict`, shared by every tenant): written only by an administrator. */
export default resourceModule('dict', dictAdmin(true));
