import {
  Button,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { JsonField } from '../../../../shared/resources';
import { useCrudText } from '../../i18n/use-crud-text';
import { blankRow, rowsOf, typedCell, type JsonRow } from './json-rows';
import type { WidgetProps } from './widget-props';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '100%' },
  empty: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  action: { width: '48px' },
});

/**
 * A JSON list field with `rows` (an activity's fee items) as a small table: one input per column, a remove button
 * per row, and an add button whose new row continues the sort. The value sent is the list of objects; the server
 * checks each row and names the one it refuses (`第2个收费项目：…`).
 */
export const JsonRowsWidget = ({
  field,
  value,
  onChange,
  onBlur,
  disabled,
  id,
  label,
}: WidgetProps<JsonField<string>>) => {
  const styles = useStyles();
  const { ct, rt } = useCrudText();
  const columns = field.rows ?? [];
  const rows = rowsOf(value, columns);
  const change = (next: readonly JsonRow[]) => onChange(next.map((row) => ({ ...row })));
  return (
    <div className={styles.root}>
      {rows.length === 0 ? (
        <Text className={styles.empty}>{ct('rowsEmpty')}</Text>
      ) : (
        <Table size="small" aria-label={label}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHeaderCell key={column.name}>{rt(column.label)}</TableHeaderCell>
              ))}
              <TableHeaderCell className={styles.action} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, index) => (
              // Rows have no id of their own until saved; their place is their identity while editing.
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column.name}>
                    <Input
                      size="small"
                      inputMode={column.kind === 'text' ? 'text' : 'decimal'}
                      aria-label={`${rt(column.label)} ${index + 1}`}
                      value={row[column.name] ?? ''}
                      disabled={disabled}
                      onBlur={onBlur}
                      onChange={(_, data) =>
                        change(
                          rows.map((other, at) =>
                            at === index ? { ...other, [column.name]: typedCell(column.kind, data.value) } : other,
                          ),
                        )
                      }
                    />
                  </TableCell>
                ))}
                <TableCell className={styles.action}>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={ct('rowRemove', { n: index + 1 })}
                    disabled={disabled}
                    onClick={() => change(rows.filter((_, at) => at !== index))}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <div>
        <Button
          id={id}
          size="small"
          icon={<AddRegular />}
          disabled={disabled}
          onClick={() => change([...rows, blankRow(rows, columns)])}
        >
          {ct('rowAdd')}
        </Button>
      </div>
    </div>
  );
};
