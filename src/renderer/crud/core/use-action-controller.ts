import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceAction, ResourceDef } from '../../../shared/resources';
import { notify } from '../../platform/notify';
import { useDataProvider } from './CrudContext';
import { errorMessage } from './crud-error';
import type { ActionCall } from './data-provider';
import { invalidateResource } from './query-keys';

export interface PendingAction {
  action: ResourceAction;
  call: ActionCall;
  /** A screen's own handler to run once confirmed, instead of the engine's call (it says its own outcome). */
  handled?: () => unknown;
}

export interface ActionController {
  /** The action waiting for confirmation. */
  pending: PendingAction | null;
  /** Toolbar actions need a selection (请选择至少一条数据); then they ask before running. */
  request: (action: ResourceAction, call: ActionCall) => void;
  /** Asks the action's confirmation, then runs the screen's handler (住房小区's 同步 asks before it syncs). */
  requestHandled: (action: ResourceAction, call: ActionCall, handled: () => unknown) => void;
  /** Says that nothing is selected (请选择至少一条数据). */
  warnEmpty: () => void;
  confirm: () => Promise<void>;
  cancel: () => void;
  running: boolean;
}

/**
 * The definition's actions that need no form (block, unblock, unlock, reset password ...): a confirmation,
 * the call with the selected ids, 操作成功! and a refresh; the server's message when it refuses.
 */
export const useActionController = (def: ResourceDef): ActionController => {
  const provider = useDataProvider();
  const client = useQueryClient();
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const run = useMutation({
    mutationFn: ({ action, call }: PendingAction) => provider.runAction(def, action, call),
    onSuccess: async () => {
      notify.success(t('messages.operationSuccess'));
      await invalidateResource(client, def);
    },
    onError: (error) => notify.error(errorMessage(error) || t('messages.unknownError')),
    onSettled: () => setPending(null),
  });
  const { mutateAsync } = run;
  const warnEmpty = useCallback(() => notify.warning(t('messages.selectAtLeastOne')), [t]);
  const request = useCallback(
    (action: ResourceAction, call: ActionCall) => {
      if (action.input.kind === 'ids' && (call.ids?.length ?? 0) === 0) warnEmpty();
      else setPending({ action, call });
    },
    [warnEmpty],
  );
  const confirm = useCallback(async () => {
    if (!pending) return;
    if (pending.handled) {
      setPending(null);
      await pending.handled();
      return;
    }
    await mutateAsync(pending).catch(() => undefined);
  }, [pending, mutateAsync]);
  return {
    pending,
    request,
    requestHandled: useCallback(
      (action: ResourceAction, call: ActionCall, handled: () => unknown) => setPending({ action, call, handled }),
      [],
    ),
    warnEmpty,
    confirm,
    cancel: useCallback(() => setPending(null), []),
    running: run.isPending,
  };
};
