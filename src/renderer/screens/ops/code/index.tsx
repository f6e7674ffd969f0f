import { useMemo, useState } from 'react';
import { getResource } from '../../../../shared/resources';
import type { WireRecord } from '../../../crud/core/data-provider';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import type { RowAction } from '../../../crud/fluent/TableRowView';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { CodePreviewDialog } from '../CodePreviewDialog';

const def = getResource('code');

/** 代码生成: the engine's CRUD plus 生成代码, which previews the files a task generates. */
export const Screen = () => {
  const { rt } = useCrudText();
  const [task, setTask] = useState<WireRecord | null>(null);
  const rowActions = useMemo<RowAction[]>(
    () => [{ name: 'gen', label: rt('res.ops.code.actions.gen'), run: (record) => setTask(record) }],
    [rt],
  );
  return (
    <>
      <ResourcePage def={def} extraRowActions={rowActions} />
      {task && <CodePreviewDialog task={task} onClose={() => setTask(null)} />}
    </>
  );
};
