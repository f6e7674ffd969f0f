import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResourceAction, ResourceDef } from '../../../shared/resources';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { checkedFromKeys, checkedLeaves, grantedKeys } from './check-tree-state';
import { GrantDialog } from './GrantDialog';
import { parseGrantKeys, parseGrantTrees } from './grant-data';
import { useGrantSave } from './use-grant-save';

export interface RoleGrantDialogProps {
  def: ResourceDef;
  action: ResourceAction;
  roleIds: readonly string[];
  onClose: () => void;
}

type Kind = 'menu' | 'dataScope' | 'apiScope';

/**
 * 权限设置 of roles (bladex-contract.md §3.6): the grant trees (`menu/grant-tree`), the roles' current keys
 * (`menu/role-tree-keys`), then `POST role/grant {roleIds, menuIds, dataScopeIds, apiScopeIds}`, which
 * replaces the roles' grants: menus with their sections, scopes as the checked scope leaves only (the menus they hang
 * on are not scopes). A role sees a newly granted menu after signing in again.
 */
export const RoleGrantDialog = ({ def, action, roleIds, onClose }: RoleGrantDialogProps) => {
  const provider = useDataProvider();
  const { ct, rt } = useCrudText();
  const roles = roleIds.join(',');
  const loaded = useQuery({
    queryKey: ['crud', 'role', 'grant', roles],
    queryFn: async () => {
      const [trees, keys] = await Promise.all([
        provider.custom({ method: 'GET', url: '/api/blade-system/menu/grant-tree' }),
        provider.custom({ method: 'GET', url: '/api/blade-system/menu/role-tree-keys', params: { roleIds: roles } }),
      ]);
      const options = parseGrantTrees(trees);
      const current = parseGrantKeys(keys);
      return {
        options,
        checked: {
          menu: checkedFromKeys(options.menu, current.menu),
          dataScope: checkedFromKeys(options.dataScope, current.dataScope),
          apiScope: checkedFromKeys(options.apiScope, current.apiScope),
        },
      };
    },
    staleTime: 0,
    gcTime: 0,
  });
  const [edits, setEdits] = useState<Partial<Record<Kind, Set<string>>>>({});
  const checkedOf = (kind: Kind): ReadonlySet<string> => edits[kind] ?? loaded.data?.checked[kind] ?? new Set();
  const save = useGrantSave(
    def,
    () => {
      const options = loaded.data?.options;
      if (!options) return Promise.resolve(undefined);
      return provider.runAction(def, action, {
        body: {
          roleIds: [...roleIds],
          menuIds: grantedKeys(options.menu, checkedOf('menu')),
          dataScopeIds: checkedLeaves(options.dataScope, checkedOf('dataScope')),
          apiScopeIds: checkedLeaves(options.apiScope, checkedOf('apiScope')),
        },
      });
    },
    onClose,
    { refreshesMenu: true },
  );
  const tab = (name: Kind, label: string) => ({
    name,
    label,
    options: loaded.data?.options[name] ?? [],
    checked: checkedOf(name),
    onChange: (next: Set<string>) => setEdits((current) => ({ ...current, [name]: next })),
  });
  return (
    <GrantDialog
      title={rt(action.label)}
      tabs={[
        tab('menu', ct('grant.menus')),
        tab('dataScope', ct('grant.dataScopes')),
        tab('apiScope', ct('grant.apiScopes')),
      ]}
      loading={loaded.isPending}
      error={loaded.error ? errorMessage(loaded.error) : null}
      saving={save.isPending}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    />
  );
};
