import { DictScreen } from '../DictScreen';

/** 业务字典 (`/system/dictbiz`, formerly `/system/dict-biz`): the tenant's business dictionaries and their items. */
export const Screen = () => <DictScreen source="dictBiz" layout="vertical" />;
