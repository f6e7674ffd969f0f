import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ModelPrototype } from '../../../../shared/bladex/ops';
import { MODEL_KINDS, isModelKind, queryTypesOf, tsTypeOf } from '../../../../shared/codegen/field-kinds';
import { useDataProvider } from '../../../crud/core/CrudContext';
import { errorMessage } from '../../../crud/core/crud-error';
import type { WireRecord } from '../../../crud/core/data-provider';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { notify } from '../../../platform/notify';
import { changeField, fieldProblems } from './model-fields';

const useStyles = makeStyles({
  grid: { maxHeight: '60vh', overflow: 'auto' },
  hint: { color: tokens.colorNeutralForeground3, marginBottom: tokens.spacingVerticalS },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  problem: { color: tokens.colorPaletteRedForeground1 },
  narrow: { width: '56px' },
});

const FLAGS = ['isList', 'isForm', 'isRequired', 'isQuery'] as const;

/**
 * 设计字段: a model's fields, read from its table in the data source (`model-prototype`, saved ones or proposals; 重新读取表字段
 * reads the table again), edited in a grid (label, property, component, table/form/required/search, query type,
 * dictionary) and saved all at once (`submit-list`). A failed save keeps the grid and shows the server's reason.
 */
export const ModelFieldsDialog = ({ model, onClose }: { model: WireRecord; onClose: () => void }) => {
  const provider = useDataProvider();
  const queryClient = useQueryClient();
  const { rt } = useCrudText();
  const styles = useStyles();
  const t = useCallback(
    (key: string, params?: Record<string, string>) => rt(`res.ops.model.fieldsDialog.${key}`, params),
    [rt],
  );
  const modelId = String(model.id);
  // Each 重新读取表字段 is a new read (refresh=1); the operator's edits live apart from what was read.
  const [round, setRound] = useState(0);
  const read = useQuery({
    queryKey: ['model-prototype', modelId, round],
    queryFn: async () =>
      (
        (await provider.custom({
          method: 'GET',
          url: '/api/blade-develop/model/model-prototype',
          params: round > 0 ? { modelId, refresh: '1' } : { modelId },
        })) as ModelPrototype[]
      ).map((field) => ({ ...field, modelId, queryType: field.queryType ?? '' })),
    gcTime: 0,
  });
  const [edits, setEdits] = useState<ModelPrototype[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const fields = edits ?? read.data ?? null;
  const loading = read.isFetching;
  const readAgain = () => {
    setEdits(null);
    setError('');
    setRound((value) => value + 1);
  };

  const problems = useMemo(() => fieldProblems(fields ?? []), [fields]);
  const firstProblem = [...problems.entries()][0];
  const change = (index: number, patch: Partial<ModelPrototype>) =>
    setEdits(fields ? changeField(fields, index, patch) : null);

  const save = async () => {
    if (!fields || problems.size > 0) return;
    setSaving(true);
    setError('');
    try {
      await provider.custom({ method: 'POST', url: '/api/blade-develop/model-prototype/submit-list', data: fields });
      await queryClient.invalidateQueries({ queryKey: ['code'] });
      notify.success(t('saved'));
      onClose();
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setSaving(false);
    }
  };

  const columns = [
    'jdbcName',
    'jdbcType',
    'tsType',
    'comment',
    'propertyName',
    'componentType',
    ...FLAGS,
    'queryType',
    'dictCode',
  ] as const;

  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && !saving && onClose()}>
      <DialogSurface style={{ maxWidth: 1280 }}>
        <DialogBody>
          <DialogTitle>{t('title', { name: String(model.modelName ?? '') })}</DialogTitle>
          <DialogContent>
            <div className={styles.hint}>{t('hint', { table: String(model.modelTable ?? '') })}</div>
            {loading && <Spinner label={t('loading')} />}
            {read.isError && (
              <div role="alert" className={styles.problem}>
                {errorMessage(read.error)}
              </div>
            )}
            {error && (
              <div role="alert" className={styles.problem}>
                {error}
              </div>
            )}
            {!loading && fields && (
              <div className={styles.grid}>
                <Table size="small" aria-label={t('title', { name: String(model.modelName ?? '') })}>
                  <TableHeader>
                    <TableRow>
                      {columns.map((column) => (
                        <TableHeaderCell key={column}>{t(`columns.${column}`)}</TableHeaderCell>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {fields.map((field, index) => {
                      const kind = isModelKind(field.componentType) ? field.componentType : 'text';
                      const offered = queryTypesOf(kind);
                      const label = (column: string) => `${field.jdbcName} ${t(`columns.${column}`)}`;
                      return (
                        <TableRow key={field.jdbcName} data-testid="model-field" data-column={field.jdbcName}>
                          <TableCell className={styles.mono}>{field.jdbcName}</TableCell>
                          <TableCell className={styles.mono}>{field.jdbcType}</TableCell>
                          <TableCell className={styles.mono}>{tsTypeOf(kind)}</TableCell>
                          <TableCell>
                            <Input
                              size="small"
                              aria-label={label('comment')}
                              value={field.comment}
                              onChange={(_event, data) => change(index, { comment: data.value })}
                            />
                          </TableCell>
                          <TableCell>
                            <Input
                              size="small"
                              aria-label={label('propertyName')}
                              value={field.propertyName}
                              onChange={(_event, data) => change(index, { propertyName: data.value })}
                            />
                          </TableCell>
                          <TableCell>
                            <Select
                              size="small"
                              aria-label={label('componentType')}
                              value={kind}
                              onChange={(_event, data) => change(index, { componentType: data.value })}
                            >
                              {MODEL_KINDS.map((option) => (
                                <option key={option} value={option}>
                                  {t(`kinds.${option}`)}
                                </option>
                              ))}
                            </Select>
                          </TableCell>
                          {FLAGS.map((flag) => (
                            <TableCell key={flag} className={styles.narrow}>
                              <Checkbox
                                aria-label={label(flag)}
                                checked={field[flag] === 1}
                                disabled={flag === 'isQuery' && offered.length === 0}
                                onChange={(_event, data) => change(index, { [flag]: data.checked ? 1 : 0 })}
                              />
                            </TableCell>
                          ))}
                          <TableCell>
                            <Select
                              size="small"
                              aria-label={label('queryType')}
                              value={field.queryType}
                              disabled={field.isQuery !== 1}
                              onChange={(_event, data) => change(index, { queryType: data.value })}
                            >
                              <option value="">{t('queryTypes.auto')}</option>
                              {offered.map((mode) => (
                                <option key={mode} value={mode}>
                                  {t(`queryTypes.${mode}`)}
                                </option>
                              ))}
                            </Select>
                          </TableCell>
                          <TableCell>
                            <Input
                              size="small"
                              aria-label={label('dictCode')}
                              value={field.dictCode}
                              disabled={kind !== 'dict'}
                              onChange={(_event, data) => change(index, { dictCode: data.value })}
                            />
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </div>
            )}
            {firstProblem && (
              <div role="status" className={styles.problem}>
                {t('invalid', {
                  row: String(firstProblem[0] + 1),
                  problem: t(`problems.${firstProblem[1].key}`, firstProblem[1].params),
                })}
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button disabled={loading || saving} onClick={readAgain}>
              {t('refresh')}
            </Button>
            <Button disabled={saving} onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={loading || saving || !fields || problems.size > 0}
              onClick={() => void save()}
            >
              {saving ? t('saving') : t('save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
