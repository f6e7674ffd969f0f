import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../shared/resources';
import { notify } from '../../platform/notify';
import { useDataProvider } from './CrudContext';
import { errorMessage } from './crud-error';
import { invalidateResource } from './query-keys';

export interface DeleteController {
  /** The keys waiting for the user's confirmation (the dialog is open while non-null). */
  pending: readonly string[] | null;
  /** Asks to delete these keys: none → 请选择至少一条数据; otherwise the confirmation opens. */
  request: (keys: readonly string[]) => void;
  confirm: () => Promise<void>;
  cancel: () => void;
  isDeleting: boolean;
}

/**
 * Delete and batch delete, headless: the warning when nothing is selected, the confirmation
 * (确定将选择数据删除?), `remove?ids=`, 删除成功 and a refresh of the resource's lists; on failure the
 * server's message and the rows stay.
 */
export const useDeleteController = (def: ResourceDef, onDeleted?: () => void): DeleteController => {
  const provider = useDataProvider();
  const client = useQueryClient();
  const { t } = useTranslation();
  const [pending, setPending] = useState<readonly string[] | null>(null);
  const removal = useMutation({
    mutationFn: (keys: readonly string[]) => provider.remove(def, keys),
    onSuccess: async () => {
      notify.success(t('messages.deleteSuccess'));
      setPending(null);
      await invalidateResource(client, def);
      onDeleted?.();
    },
    onError: (error) => {
      setPending(null);
      notify.error(errorMessage(error) || t('messages.unknownError'));
    },
  });
  const { mutateAsync } = removal;
  const request = useCallback(
    (keys: readonly string[]) => {
      if (keys.length === 0) notify.warning(t('messages.selectAtLeastOne'));
      else setPending(keys);
    },
    [t],
  );
  const confirm = useCallback(async () => {
    if (pending) await mutateAsync(pending).catch(() => undefined);
  }, [pending, mutateAsync]);
  const cancel = useCallback(() => setPending(null), []);
  return { pending, request, confirm, cancel, isDeleting: removal.isPending };
};
