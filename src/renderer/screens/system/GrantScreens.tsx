import { getResource } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import { TreeResourcePage } from '../../crud/fluent/TreeResourcePage';
import { useDialogAction } from './use-dialog-action';
import { RoleGrantDialog } from './RoleGrantDialog';
import { TopMenuGrantDialog } from './TopMenuGrantDialog';

const roleDef = getResource('role');
const topMenuDef = getResource('topMenu');

/** 角色管理: the role tree and 权限设置 (menus, data scopes, API scopes). */
export const RoleScreen = () => {
  const { opened, handlers, close } = useDialogAction('grant', roleDef.actions);
  return (
    <>
      <TreeResourcePage def={roleDef} actionHandlers={handlers} />
      {opened && <RoleGrantDialog def={roleDef} action={opened.action} roleIds={opened.keys} onClose={close} />}
    </>
  );
};

/** 顶部菜单: CRUD and 菜单配置 (which menus a top menu shows). */
export const TopMenuScreen = () => {
  const { opened, handlers, close } = useDialogAction('grant', topMenuDef.actions);
  return (
    <>
      <ResourcePage def={topMenuDef} actionHandlers={handlers} />
      {opened && (
        <TopMenuGrantDialog def={topMenuDef} action={opened.action} topMenuIds={opened.keys} onClose={close} />
      )}
    </>
  );
};
