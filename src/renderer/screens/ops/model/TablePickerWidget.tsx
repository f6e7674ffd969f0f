import { makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useDataProvider } from '../../../crud/core/CrudContext';
import { errorMessage } from '../../../crud/core/crud-error';
import { ChoiceSelect } from '../../../crud/fluent/widgets/ChoiceSelect';
import { textOf, type WidgetProps } from '../../../crud/fluent/widgets/widget-props';
import { useCrudText } from '../../../crud/i18n/use-crud-text';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  problem: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

interface SourceTable {
  tableName: string;
  columnCount: number;
}

/**
 * 物理表名: chosen from the tables of the form's data source (`model/table-list`), never typed; until a data source is
 * chosen it says so, a source that cannot be opened shows the server's reason, and a saved table the source no longer
 * has is named (the server refuses to save it).
 */
export const TablePickerWidget = ({ value, onChange, onBlur, disabled, id }: WidgetProps) => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const provider = useDataProvider();
  const datasourceId = textOf(useWatch({ name: 'datasourceId' }));
  const tables = useQuery({
    queryKey: ['model', 'table-list', datasourceId],
    enabled: datasourceId !== '',
    queryFn: async () =>
      (await provider.custom({
        method: 'GET',
        url: '/api/blade-develop/model/table-list',
        params: { datasourceId },
      })) as SourceTable[],
  });
  const t = (key: string, params?: Record<string, string | number>) => rt(`res.ops.model.tablePicker.${key}`, params);
  const current = textOf(value);
  const options = (tables.data ?? []).map((table) => ({
    value: table.tableName,
    label: `${table.tableName}（${t('columns', { count: table.columnCount })}）`,
  }));
  const missing = tables.data !== undefined && current !== '' && !options.some((option) => option.value === current);
  return (
    <div>
      <ChoiceSelect
        id={id}
        value={missing ? '' : current}
        options={options}
        multiple={false}
        numeric={false}
        disabled={disabled || datasourceId === ''}
        loading={tables.isFetching}
        failed={tables.isError}
        onChange={(picked) => onChange(textOf(picked))}
        onBlur={onBlur}
      />
      {datasourceId === '' && <div className={styles.note}>{t('chooseSource')}</div>}
      {tables.isError && (
        <div className={styles.problem} role="alert">
          {errorMessage(tables.error)}
        </div>
      )}
      {tables.data?.length === 0 && <div className={styles.note}>{t('empty')}</div>}
      {missing && (
        <div className={styles.problem} role="alert">
          {t('missing', { table: current })}
        </div>
      )}
    </div>
  );
};
