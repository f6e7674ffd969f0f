import { Button, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DatasourceTest } from '../../../../shared/bladex/ops';
import { useDataProvider } from '../../../crud/core/CrudContext';
import { getApi } from '../../../platform/api';
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
 * The desktop's open dialog for a database file. Only the Electron host has one (`app.info` says which host this
 * is); in the browser host the path is typed. The embedded server runs on this machine, so the path it gets is one
 * it can open.
 */
export const useDatabaseChooser = () => {
  const host = useQuery({
    queryKey: ['host', 'app.info'],
    queryFn: async () => {
      const info = await getApi().invoke('app.info');
      return info.ok ? info.data : null;
    },
    staleTime: Infinity,
  });
  const choose = useMutation({
    mutationFn: async (): Promise<string | null> => {
      const chosen = await getApi().invoke('files.chooseDatabase');
      if (!chosen.ok) throw new Error(chosen.error.message);
      return chosen.data.path;
    },
  });
  return { available: host.data?.transport === 'electron', choose };
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
  const chooser = useDatabaseChooser();
  const path = textOf(value).trim();
  const browse = () =>
    chooser.choose.mutate(undefined, {
      onSuccess: (chosen) => {
        if (chosen === null) return;
        test.reset();
        onChange(chosen);
        // A picked file is tested at once: the operator chose it to use it.
        test.mutate({ url: chosen });
      },
    });
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
        {chooser.available && (
          <Button disabled={disabled || chooser.choose.isPending} onClick={browse} data-testid="datasource-browse">
            {rt('res.ops.datasource.test.browse')}
          </Button>
        )}
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
      {chooser.choose.isError && (
        <div className={styles.failed} role="alert">
          {rt('res.ops.datasource.test.browseFailed', { message: chooser.choose.error.message })}
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
