import { appHomePageConfigResource } from '../../../../shared/resources';
import { TreeResourcePage } from '../../../crud/fluent/TreeResourcePage';
import { previewInDrawer, WithPhonePreview } from '../PhonePreview';

/** 首页配置: the engine's tree of pages and entrances, with the phone preview beside it and in its drawer. */
export const Screen = () => (
  <WithPhonePreview>
    <TreeResourcePage def={appHomePageConfigResource} drawerExtra={previewInDrawer} />
  </WithPhonePreview>
);
