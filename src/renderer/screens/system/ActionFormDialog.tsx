import { Field } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field as FieldDef, QueryParams, ResourceAction, ResourceDef } from '../../../shared/resources';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import { invalidateResource } from '../../crud/core/query-keys';
import { FieldInput } from '../../crud/fluent/FieldInput';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { notify } from '../../shell/dialogs/notify';
import { FormDialog } from '../../ui/FormDialog';

export interface ActionFormDialogProps {
  def: ResourceDef;
  action: ResourceAction;
  /** The fields the action takes, as query parameters named like the fields. */
  fields: readonly FieldDef[];
  initialValues: Readonly<Record<string, unknown>>;
  /** Parameters beyond the fields (the selected ids, the tenant code). */
  params: QueryParams;
  /** A message when the values cannot be sent, checked before the call; null when they can. */
  check?: (values: Readonly<Record<string, unknown>>) => string | null;
  hint?: string;
  onClose: () => void;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * An action that takes a few values as query parameters (tenant 授权配置, 数据源配置, 产品包配置): the
 * engine's field widgets in a dialog, then the call, 操作成功! and a refresh, or the server's message.
 */
export const ActionFormDialog = ({
  def,
  action,
  fields,
  initialValues,
  params,
  check,
  hint,
  onClose,
}: ActionFormDialogProps) => {
  const provider = useDataProvider();
  const client = useQueryClient();
  const { t } = useTranslation();
  const { ct, rt } = useCrudText();
  const [values, setValues] = useState<Record<string, unknown>>({ ...initialValues });
  const [problem, setProblem] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: () => {
      const query: QueryParams = { ...params };
      for (const field of fields) if (text(values[field.name]) !== '') query[field.name] = text(values[field.name]);
      return provider.runAction(def, action, { params: query });
    },
    onSuccess: async () => {
      notify.success(t('messages.operationSuccess'));
      await invalidateResource(client, def);
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error) || t('messages.unknownError')),
  });
  return (
    <FormDialog
      title={rt(action.label)}
      busy={run.isPending}
      submitLabel={ct('save')}
      cancelLabel={ct('cancel')}
      onSubmit={() => {
        const refused = check?.(values) ?? null;
        setProblem(refused);
        if (!refused) run.mutate();
      }}
      onCancel={onClose}
    >
      {fields.map((field, index) => {
        const id = `action-${action.name}-${field.name}`;
        const label = rt(field.label);
        return (
          <Field
            key={field.name}
            label={{ children: label, htmlFor: id }}
            hint={index === 0 ? hint : undefined}
            validationMessage={index === 0 && problem ? problem : undefined}
          >
            <FieldInput
              field={{ ...field, readOnly: false }}
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
    </FormDialog>
  );
};
