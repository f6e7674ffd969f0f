import { configCarouselResource } from '../../../../shared/resources';
import { listWithPhonePreview } from '../PhonePreview';

/** 启动页配置: the engine's list with the phone preview for the chosen city and theme version beside it. */
export const Screen = listWithPhonePreview(configCarouselResource);
