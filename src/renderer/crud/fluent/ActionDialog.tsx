import { Field } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  describeIssues,
  isFieldVisible,
  recordSchema,
  type Field as FieldDef,
  type QueryParams,
  type ResourceAction,
  type ResourceDef,
} from '../../../shared/resources';
import { notify } from '../../platform/notify';
import { useDataProvider } from '../core/CrudContext';
import { errorMessage } from '../core/crud-error';
import { invalidateResource } from '../core/query-keys';
import { cachedDictItems } from '../core/use-dict';
import { useCrudText } from '../i18n/use-crud-text';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormDialog } from '../../ui/FormDialog';
import { FieldInput } from './FieldInput';

export interface ActionDialogProps {
  def: ResourceDef;
  action: ResourceAction;
  /** The fields the action asks for: sent as query parameters (`ids`/`id` actions) or the JSON body. */
  fields: readonly FieldDef[];
  initialValues: Readonly<Record<string, unknown>>;
  /** Parameters beyond the fields (the selected ids, the tenant code). */
  params: QueryParams;
  /** A message when the values cannot be sent, checked after the fields' own rules; null when they can. */
  check?: (values: Readonly<Record<string, unknown>>) => string | null;
  hint?: string;
  /**
   * The definition's `confirm` for an action with a form (a batch status change): asked after the values pass their
   * rules and before the call, naming how many rows it changes; Cancel goes back to the form with its values.
   */
  confirmQuestion?: string;
  onClose: () => void;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The action's fields as the action writes them, whatever the edit form says of them (a reason is read-only there). */
const asked = (fields: readonly FieldDef[]): FieldDef[] =>
  fields.map((field) => ({ ...field, readOnly: false, createOnly: false, readOnlyOnEdit: false, form: undefined }));

/**
 * An action that takes a few values (an audit's outcome and reason, a tenant's 授权配置): the engine's field
 * widgets in a dialog, checked with the fields' own rules (the server checks the same), then the call, 操作成功!
 * and a refresh; a refusal keeps the dialog and its values and shows the server's message.
 */
export const ActionDialog = ({
  def,
  action,
  fields,
  initialValues,
  params,
  check,
  hint,
  confirmQuestion,
  onClose,
}: ActionDialogProps) => {
  const provider = useDataProvider();
  const client = useQueryClient();
  const { t } = useTranslation();
  const { ct, rt, language } = useCrudText();
  const dictItems = useMemo(() => cachedDictItems(client), [client]);
  const [values, setValues] = useState<Record<string, unknown>>({ ...initialValues });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Record<string, unknown> | null>(null);
  const writable = useMemo(() => asked(fields), [fields]);
  const schema = useMemo(
    () => recordSchema({ ...def, fields: writable }, 'create', { dictItems }),
    [def, writable, dictItems],
  );
  const run = useMutation({
    mutationFn: (checked: Record<string, unknown>) => {
      if (action.input.kind === 'body') return provider.runAction(def, action, { params, body: checked });
      const query: QueryParams = { ...params };
      for (const [name, value] of Object.entries(checked)) if (text(value) !== '') query[name] = text(value);
      return provider.runAction(def, action, { params: query });
    },
    onSuccess: async () => {
      notify.success(t('messages.operationSuccess'));
      await invalidateResource(client, def);
      onClose();
    },
    onError: (error) => {
      setConfirming(null);
      setProblem(errorMessage(error) || t('messages.unknownError'));
    },
  });
  const submit = () => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setProblems(describeIssues(parsed.error as z.ZodError, language).fieldErrors);
      return;
    }
    setProblems({});
    const refused = check?.(values) ?? null;
    setProblem(refused);
    if (refused) return;
    if (confirmQuestion) setConfirming(parsed.data as Record<string, unknown>);
    else run.mutate(parsed.data as Record<string, unknown>);
  };
  const shown = writable.filter((field) => isFieldVisible(field, values));
  return (
    <>
      <FormDialog
        title={rt(action.label)}
        busy={run.isPending}
        submitLabel={ct('save')}
        cancelLabel={ct('cancel')}
        onSubmit={submit}
        onCancel={onClose}
      >
        {shown.map((field, index) => {
          const id = `action-${action.name}-${field.name}`;
          const label = rt(field.label);
          const message = problems[field.name] ?? (index === 0 && problem ? problem : undefined);
          return (
            <Field
              key={field.name}
              label={{ children: label, htmlFor: id }}
              required={field.rules?.some((rule) => rule.kind === 'required') ?? false}
              hint={index === 0 ? hint : undefined}
              validationMessage={message}
            >
              <FieldInput
                field={field}
                id={id}
                label={label}
                value={values[field.name] ?? ''}
                disabled={run.isPending}
                creating={false}
                onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              />
            </Field>
          );
        })}
        {shown.length === 0 && problem && <p role="alert">{problem}</p>}
      </FormDialog>
      {/* Beside the form, not in it: a submit inside would bubble through React's tree to the form's own. */}
      <ConfirmDialog
        open={confirming !== null}
        message={confirmQuestion ?? ''}
        busy={run.isPending}
        onConfirm={() => confirming && run.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
};
