import { getResource } from '../../../../shared/resources';
import { RowDialogScreen } from '../RowDialogScreen';
import type { FormWidgets } from '../../../crud/fluent/FormDrawer';
import { ModelFieldsDialog } from './ModelFieldsDialog';
import { TablePickerWidget } from './TablePickerWidget';

const def = getResource('model');
const widgets: FormWidgets = { modelTable: TablePickerWidget };

/** 数据模型: the engine's CRUD (the table picked from its data source's tables) plus 设计字段, which edits the model's fields. */
export const Screen = () => (
  <RowDialogScreen
    def={def}
    action="fields"
    label="res.ops.model.actions.fields"
    dialog={(model, close) => <ModelFieldsDialog model={model} onClose={close} />}
    formWidgets={widgets}
  />
);
