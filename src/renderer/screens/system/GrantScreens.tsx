import { useMemo, useState } from 'react';
import { getResource, type ResourceAction } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import { TreeResourcePage } from '../../crud/fluent/TreeResourcePage';
import type { ActionContext, ActionHandlers } from '../../crud/fluent/use-resource-screen';
import { notify } from '../../shell/dialogs/notify';
import { useTranslation } from 'react-i18next';
import { RoleGrantDialog } from './RoleGrantDialog';
import { TopMenuGrantDialog } from './TopMenuGrantDialog';
import { UserRolesDialog } from './UserRolesDialog';

type Opened = { action: ResourceAction; keys: readonly string[] } | null;

/** A handler for one `body`/dialog action: checks the selection, then opens the dialog. */
const useDialogAction = (actionName: string, actions: readonly ResourceAction[] | undefined) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>(null);
  const handlers = useMemo<ActionHandlers>(() => {
    const action = actions?.find((candidate) => candidate.name === actionName);
    if (!action) return {};
    return {
      [actionName]: ({ keys }: ActionContext) => {
        if (keys.length === 0) notify.warning(t('messages.selectAtLeastOne'));
        else setOpened({ action, keys });
      },
    };
  }, [actionName, actions, t]);
  return { opened, handlers, close: () => setOpened(null) };
};

const userDef = getResource('user');
const roleDef = getResource('role');
const topMenuDef = getResource('topMenu');

/** 用户管理: CRUD, block/unblock/unlock/reset (engine actions) and 角色配置 (the roles dialog). */
export const UserScreen = () => {
  const { opened, handlers, close } = useDialogAction('grant', userDef.actions);
  return (
    <>
      <ResourcePage def={userDef} actionHandlers={handlers} />
      {opened && <UserRolesDialog def={userDef} action={opened.action} userIds={opened.keys} onClose={close} />}
    </>
  );
};

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
