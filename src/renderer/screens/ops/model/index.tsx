import { getResource } from '../../../../shared/resources';
import { RowDialogScreen } from '../RowDialogScreen';
import { ModelFieldsDialog } from './ModelFieldsDialog';

const def = getResource('model');

/** 数据模型: the engine's CRUD plus 设计字段, which edits the model's fields read from its table. */
export const Screen = () => (
  <RowDialogScreen
    def={def}
    action="fields"
    label="res.ops.model.actions.fields"
    dialog={(model, close) => <ModelFieldsDialog model={model} onClose={close} />}
  />
);
