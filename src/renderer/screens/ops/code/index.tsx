import { getResource } from '../../../../shared/resources';
import { CodePreviewDialog } from '../CodePreviewDialog';
import { RowDialogScreen } from '../RowDialogScreen';

const def = getResource('code');

/** 代码生成: the engine's CRUD plus 生成代码, which previews the files a task generates. */
export const Screen = () => (
  <RowDialogScreen
    def={def}
    action="gen"
    label="res.ops.code.actions.gen"
    dialog={(task, close) => <CodePreviewDialog task={task} onClose={close} />}
  />
);
