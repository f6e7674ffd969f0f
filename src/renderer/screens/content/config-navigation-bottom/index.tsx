import { configNavigationBottomResource } from '../../../../shared/resources';
import { listWithPhonePreview } from '../PhonePreview';

/** 底部导航: the engine's list with the phone preview for the chosen city and theme version beside it. */
export const Screen = listWithPhonePreview(configNavigationBottomResource);
