import { Spinner, Text } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResourceAction, ResourceDef } from '../../../shared/resources';
import { notify } from '../../platform/notify';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import { invalidateResource } from '../../crud/core/query-keys';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { FormDialog } from '../../ui/FormDialog';

export interface ResetPasswordDialogProps {
  def: ResourceDef;
  action: ResourceAction;
  userIds: readonly string[];
  onClose: () => void;
}

const passwordOf = (answer: unknown): string | null => {
  const password = (answer as { password?: unknown } | null)?.password;
  return typeof password === 'string' && password !== '' ? password : null;
};

/**
 * 密码重置 (issue 19 item 5): the question names the password the accounts will get (`GET user/reset-password`,
 * the `account.initPassword` parameter, asked only of someone who may reset), and says they must set their own at
 * the next sign-in; the success message repeats the password. A server that does not tell the password (a real
 * BladeX) gets the question without it.
 */
export const ResetPasswordDialog = ({ def, action, userIds, onClose }: ResetPasswordDialogProps) => {
  const provider = useDataProvider();
  const client = useQueryClient();
  const { ct, rt } = useCrudText();
  const initial = useQuery({
    queryKey: ['crud', def.name, 'resetPassword', 'initial'],
    queryFn: async () =>
      passwordOf(await provider.custom({ method: 'GET', url: `/api${def.endpoint}/${action.path}` })),
    retry: false,
    staleTime: 0,
  });
  const password = initial.data ?? null;
  const count = userIds.length;
  const reset = useMutation({
    mutationFn: () => provider.runAction(def, action, { ids: userIds }),
    onSuccess: async () => {
      notify.success(
        password ? rt('res.system.user.reset.done', { password }) : rt('res.system.user.reset.doneUnknown'),
      );
      await invalidateResource(client, def);
      onClose();
    },
    onError: (error) => notify.error(errorMessage(error) || ct('loadFailed')),
  });
  return (
    <FormDialog
      title={rt(action.label)}
      modalType="alert"
      busy={reset.isPending}
      submitLabel={rt('res.system.user.reset.confirm')}
      cancelLabel={rt('res.system.user.reset.cancel')}
      onSubmit={() => reset.mutate()}
      onCancel={onClose}
      submitDisabled={initial.isPending}
      submitTestId="reset-password-submit"
    >
      {initial.isPending ? (
        <Spinner size="small" label={rt('res.system.user.reset.loading')} />
      ) : (
        <>
          <Text data-testid="reset-password-question">
            {password
              ? rt('res.system.user.reset.ask', { count, password })
              : rt('res.system.user.reset.askUnknown', { count })}
          </Text>
          <Text>{rt('res.system.user.reset.then')}</Text>
        </>
      )}
    </FormDialog>
  );
};
