import { useMemo } from 'react';
import { getResource } from '../../../../shared/resources';
import { errorMessage } from '../../../crud/core/crud-error';
import type { FormWidgets } from '../../../crud/fluent/FormDrawer';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import type { RowAction } from '../../../crud/fluent/TableRowView';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { notify } from '../../../platform/notify';
import { SourceFileWidget, useSourceTest } from './SourceFileWidget';

const def = getResource('datasource');
const widgets: FormWidgets = { url: SourceFileWidget };

/** 数据源管理: the engine's CRUD, the file path with its connection test in the form, and 测试连接 on each row. */
export const Screen = () => {
  const { rt } = useCrudText();
  const test = useSourceTest();
  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        name: 'test',
        label: rt('res.ops.datasource.test.button'),
        run: (row) =>
          test.mutate(
            { id: String(row.id) },
            {
              onSuccess: (answer) =>
                notify.success(
                  `${String(row.name ?? '')}：${rt('res.ops.datasource.test.ok', { count: answer.tableCount })}`,
                ),
              onError: (error) => notify.error(errorMessage(error)),
            },
          ),
      },
    ],
    [rt, test],
  );
  return <ResourcePage def={def} extraRowActions={rowActions} formWidgets={widgets} />;
};
