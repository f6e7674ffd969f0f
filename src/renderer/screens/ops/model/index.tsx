import { useMemo, useState } from 'react';
import { getResource } from '../../../../shared/resources';
import type { WireRecord } from '../../../crud/core/data-provider';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import type { RowAction } from '../../../crud/fluent/TableRowView';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { ModelFieldsDialog } from './ModelFieldsDialog';

const def = getResource('model');

/** 数据模型: the engine's CRUD plus 设计字段, which edits the model's fields read from its table. */
export const Screen = () => {
  const { rt } = useCrudText();
  const [model, setModel] = useState<WireRecord | null>(null);
  const rowActions = useMemo<RowAction[]>(
    () => [{ name: 'fields', label: rt('res.ops.model.actions.fields'), run: (record) => setModel(record) }],
    [rt],
  );
  return (
    <>
      <ResourcePage def={def} extraRowActions={rowActions} />
      {model && <ModelFieldsDialog model={model} onClose={() => setModel(null)} />}
    </>
  );
};
