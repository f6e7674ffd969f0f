import { resourceText } from '../../../shared/resources/index';
import { resourceModule } from '../../crud/resource-module';
import { refuseTooManyTags } from './tag-limit';

/** A guide carries at most three guide tags (spec 001 §5). */
export default resourceModule('contentGuide', () => ({
  hooks: { beforeWrite: refuseTooManyTags(resourceText('res.content.contentGuide.rules.tagMax')) },
}));
