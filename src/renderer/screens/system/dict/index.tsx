import { DictScreen } from '../DictScreen';

/** 系统字典 (`/system/dict`): dictionaries and their items side by side. */
export const Screen = () => <DictScreen source="dict" layout="vertical" />;
