import { Button, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import type { DatasourceTest } from '../../../../shared/bladex/ops';
import { useDataProvider } from '../../../crud/core/CrudContext';
import { errorMessage } from '../../../crud/core/crud-error';
import { textOf, type WidgetProps } from '../../../crud/fluent/widgets/widget-props';
import { useCrudText } from '../../../crud/i18n/use-crud-text';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
  path: { flexGrow: 1 },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/** The connection test of a typed path (or of a saved source by id): the table count, or why it cannot open. */
export const useSourceTest = () => {
  const provider = useDataProvider();
  return useMutation({
    mutationFn: async (params: { url: string } | { id: string }) =>
      (await provider.custom({
        method: 'GET',
        url: '/api/blade-develop/datasource/test',
        params,
      })) as DatasourceTest,
  });
};

/**
 * 数据库文件: `embedded` or the full path of a SQLite file, with 测试连接 beside it (the file is opened read-only and its
 * tables counted; the server names a missing file, a file that is not SQLite, a folder or a relative path). Typing
 * again clears the last answer, which belonged to the old path.
 */
export const SourceFileWidget = ({ value, onChange, onBlur, disabled, id }: WidgetProps) => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const test = useSourceTest();
  const path = textOf(value).trim();
  return (
    <div>
      <div className={styles.row}>
        <Input
          id={id}
          className={styles.path}
          value={textOf(value)}
          disabled={disabled}
          placeholder="/path/to/data.db"
          onBlur={onBlur}
          onChange={(_, data) => {
            test.reset();
            onChange(data.value);
          }}
        />
        <Button
          disabled={disabled || path === '' || test.isPending}
          icon={test.isPending ? <Spinner size="tiny" /> : undefined}
          onClick={() => test.mutate({ url: path })}
          data-testid="datasource-test"
        >
          {rt(test.isPending ? 'res.ops.datasource.test.testing' : 'res.ops.datasource.test.button')}
        </Button>
      </div>
      {test.data && (
        <div className={styles.ok} role="status">
          {rt('res.ops.datasource.test.ok', { count: test.data.tableCount })}
        </div>
      )}
      {test.isError && (
        <div className={styles.failed} role="alert">
          {errorMessage(test.error)}
        </div>
      )}
      <div className={styles.hint}>{rt('res.ops.datasource.test.hint')}</div>
    </div>
  );
};
