import { resourceModule } from '../../crud/resource-module';
import { dictAdmin } from './dict-admin';

/** Business dictionaries (`blade_dict_biz`, per tenant): written with the screen's buttons. */
export default resourceModule('dictBiz', dictAdmin(false));
