import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../../shared/resources';
import { errorMessage } from '../../crud/core/crud-error';
import { invalidateResource } from '../../crud/core/query-keys';
import { notify } from '../../platform/notify';
import { menuQueryRoot } from '../../stores/menu-store';

export interface GrantSaveOptions {
  /** The grant can change the signed-in user's own menu (role and top-menu grants): fetch it again too. */
  refreshesMenu: boolean;
}

/**
 * The save of a grant dialog: the call, then 操作成功!, the resource's lists fetched again and the dialog closed.
 * A refusal (the server's, or the call's own) is an error toast and the dialog stays with what was checked.
 */
export const useGrantSave = (
  def: ResourceDef,
  save: () => Promise<unknown>,
  onClose: () => void,
  { refreshesMenu }: GrantSaveOptions,
) => {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      notify.success(t('messages.operationSuccess'));
      await invalidateResource(client, def);
      if (refreshesMenu) await client.invalidateQueries({ queryKey: menuQueryRoot });
      onClose();
    },
    onError: (error) => notify.error(errorMessage(error) || t('messages.unknownError')),
  });
};
