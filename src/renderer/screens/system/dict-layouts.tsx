import { DictScreen } from './DictScreen';

export const DictHorizontalScreen = () => <DictScreen source="dict" layout="horizontal" />;
export const DictVerticalScreen = () => <DictScreen source="dict" layout="vertical" />;
