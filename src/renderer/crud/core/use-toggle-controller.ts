import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyOf, type ResourceDef, type SwitchField } from '../../../shared/resources';
import { notify } from '../../platform/notify';
import { useDataProvider } from './CrudContext';
import { errorMessage } from './crud-error';
import { invalidateResource } from './query-keys';

export type ToggleValue = string | number;

export interface ToggleController {
  /** A value changed in the table and not yet confirmed by the server (shown instead of the row's). */
  override: (rowKey: string, field: string) => ToggleValue | undefined;
  isBusy: (rowKey: string, field: string) => boolean;
  /** Writes a two-value flag or a sort number from the table. */
  change: (row: Readonly<Record<string, unknown>>, field: string, value: ToggleValue) => Promise<void>;
}

const slot = (rowKey: string, field: string) => `${rowKey}\u0000${field}`;

/**
 * Changes made in the table itself: a switch (a patch `submit` of the key and that field, or the field's
 * `toggleAction`, e.g. OSS `enable`) and the sort number. Optimistic: the new value shows at once and
 * rolls back with the server's message when the call fails; 操作成功! and a list refresh when it succeeds.
 */
export const useToggleController = (def: ResourceDef): ToggleController => {
  const provider = useDataProvider();
  const client = useQueryClient();
  const { t } = useTranslation();
  const [overrides, setOverrides] = useState<ReadonlyMap<string, ToggleValue>>(() => new Map());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const change = useCallback(
    async (row: Readonly<Record<string, unknown>>, fieldName: string, value: ToggleValue) => {
      const key = String(row[keyOf(def)] ?? '');
      const id = slot(key, fieldName);
      const field = def.fields.find((candidate) => candidate.name === fieldName);
      const action =
        field?.kind === 'switch' && (field as SwitchField<string>).toggleAction
          ? def.actions?.find((candidate) => candidate.name === (field as SwitchField<string>).toggleAction)
          : undefined;
      setOverrides((map) => new Map(map).set(id, value));
      setBusy((set) => new Set(set).add(id));
      try {
        if (action)
          await provider.runAction(def, action, { id: key, ids: [key], params: { [fieldName]: String(value) } });
        else await provider.submit(def, { [keyOf(def)]: key, [fieldName]: value });
        notify.success(t('messages.operationSuccess'));
        await invalidateResource(client, def);
      } catch (error) {
        notify.error(errorMessage(error) || t('messages.unknownError'));
      } finally {
        // Either the refreshed row now carries the value, or the failure rolls the cell back.
        setOverrides((map) => {
          const next = new Map(map);
          next.delete(id);
          return next;
        });
        setBusy((set) => {
          const next = new Set(set);
          next.delete(id);
          return next;
        });
      }
    },
    [def, provider, client, t],
  );

  return {
    override: useCallback((rowKey, field) => overrides.get(slot(rowKey, field)), [overrides]),
    isBusy: useCallback((rowKey, field) => busy.has(slot(rowKey, field)), [busy]),
    change,
  };
};
