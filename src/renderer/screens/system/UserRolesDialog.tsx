import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getResource, type ResourceAction, type ResourceDef } from '../../../shared/resources';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import { treeOptions } from '../../crud/core/use-options';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { grantedKeys } from './check-tree-state';
import { GrantDialog } from './GrantDialog';
import { useGrantSave } from './use-grant-save';

export interface UserRolesDialogProps {
  def: ResourceDef;
  action: ResourceAction;
  userIds: readonly string[];
  onClose: () => void;
}

/** 角色配置: the roles tree (`role/tree`), then `POST user/grant?userIds=&roleIds=` (admin). */
export const UserRolesDialog = ({ def, action, userIds, onClose }: UserRolesDialogProps) => {
  const provider = useDataProvider();
  const { ct, rt } = useCrudText();
  const roles = useQuery({
    queryKey: ['crud', 'role', 'treeNodes', {}],
    queryFn: async () => treeOptions(await provider.getTreeNodes(getResource('role'))),
  });
  const [checked, setChecked] = useState<Set<string>>(() => new Set());
  const save = useGrantSave(
    def,
    () => {
      const roleIds = grantedKeys(roles.data ?? [], checked);
      if (roleIds.length === 0) return Promise.reject(new Error(rt('res.system.user.rules.roleId')));
      return provider.runAction(def, action, { ids: userIds, params: { roleIds: roleIds.join(',') } });
    },
    onClose,
    { refreshesMenu: false },
  );
  return (
    <GrantDialog
      title={rt(action.label)}
      tabs={[{ name: 'roles', label: ct('grant.roles'), options: roles.data ?? [], checked, onChange: setChecked }]}
      loading={roles.isPending}
      error={roles.error ? errorMessage(roles.error) : null}
      saving={save.isPending}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    />
  );
};
