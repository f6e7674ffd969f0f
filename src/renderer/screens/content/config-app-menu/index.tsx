import { configAppMenuResource } from '../../../../shared/resources';
import { listWithPhonePreview } from '../PhonePreview';

/** 应用菜单: the engine's list with the phone preview for the chosen city and theme version beside it. */
export const Screen = listWithPhonePreview(configAppMenuResource);
