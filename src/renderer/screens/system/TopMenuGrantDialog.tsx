import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResourceAction, ResourceDef } from '../../../shared/resources';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { checkedFromKeys, grantedKeys } from './check-tree-state';
import { GrantDialog } from './GrantDialog';
import { parseGrantKeys, parseGrantTrees } from './grant-data';
import { useGrantSave } from './use-grant-save';

export interface TopMenuGrantDialogProps {
  def: ResourceDef;
  action: ResourceAction;
  topMenuIds: readonly string[];
  onClose: () => void;
}

/** 菜单配置 of top menus: `menu/grant-top-tree`, `menu/top-tree-keys`, then `POST topmenu/grant {topMenuIds, menuIds}`. */
export const TopMenuGrantDialog = ({ def, action, topMenuIds, onClose }: TopMenuGrantDialogProps) => {
  const provider = useDataProvider();
  const { ct, rt } = useCrudText();
  const ids = topMenuIds.join(',');
  const loaded = useQuery({
    queryKey: ['crud', 'topMenu', 'grant', ids],
    queryFn: async () => {
      const [trees, keys] = await Promise.all([
        provider.custom({ method: 'GET', url: '/api/blade-system/menu/grant-top-tree' }),
        provider.custom({ method: 'GET', url: '/api/blade-system/menu/top-tree-keys', params: { topMenuIds: ids } }),
      ]);
      const options = parseGrantTrees(trees).menu;
      return { options, checked: checkedFromKeys(options, parseGrantKeys(keys).menu) };
    },
    staleTime: 0,
    gcTime: 0,
  });
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const checked = edited ?? loaded.data?.checked ?? new Set<string>();
  const save = useGrantSave(
    def,
    () =>
      provider.runAction(def, action, {
        body: { topMenuIds: [...topMenuIds], menuIds: grantedKeys(loaded.data?.options ?? [], checked) },
      }),
    onClose,
    { refreshesMenu: true },
  );
  return (
    <GrantDialog
      title={rt(action.label)}
      tabs={[
        { name: 'menu', label: ct('grant.menus'), options: loaded.data?.options ?? [], checked, onChange: setEdited },
      ]}
      loading={loaded.isPending}
      error={loaded.error ? errorMessage(loaded.error) : null}
      saving={save.isPending}
      onSubmit={() => save.mutate()}
      onClose={onClose}
    />
  );
};
