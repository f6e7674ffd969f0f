import { resourceModule } from '../../crud/resource-module';
import { checkRegistrationWindow } from './school-guide-rules';

/** Registration notices follow the guides' window rule (spec 001 §5). */
export default resourceModule('schoolNotice', ({ services }) => ({
  hooks: { beforeWrite: (args) => checkRegistrationWindow(args, services.ctx.now()) },
}));
