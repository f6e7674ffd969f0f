import { makeStyles } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { getResource, type QueryParams, type ResourceAction } from '../../../shared/resources';
import type { WireRecord } from '../../crud/core/data-provider';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import type { ActionHandlers } from '../../crud/fluent/use-resource-screen';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { useDialogAction } from './use-dialog-action';
import { LazyTreePanel } from './LazyTreePanel';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { StoreManageButton } from './StoreManageButton';
import { useDeptLevel } from './tree-levels';
import { UserPlatformDialog } from './UserPlatformDialog';
import { UserRolesDialog } from './UserRolesDialog';
import { loadUserDept, saveUserDept } from './user-tab';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(180px, 240px) minmax(0, 1fr)', alignItems: 'start' },
});

const userDef = getResource('user');
const platformAction = userDef.actions?.find((action) => action.name === 'platform');
const NO_FILTER: QueryParams = {};

/**
 * 用户管理 as Saber shows it: the department tree beside the list (choosing a department lists its users and those
 * of the departments below, `page?deptId=`; the choice is remembered for the session), CRUD, block/unblock/unlock
 * and resets (engine actions), 角色配置 (the roles dialog), 平台配置 (the platform dialog) and 商户后台.
 */
export const UserScreen = () => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const roles = useDialogAction('grant', userDef.actions);
  const [platformRow, setPlatformRow] = useState<WireRecord | null>(null);
  // The reset's question names the password the accounts get (ResetPasswordDialog).
  const reset = useDialogAction('resetPassword', userDef.actions);
  const [deptId, setDeptId] = useState(loadUserDept);
  const handlers = useMemo<ActionHandlers>(
    () => ({
      ...roles.handlers,
      ...reset.handlers,
      ...(platformAction ? { platform: ({ row }) => row && setPlatformRow(row) } : {}),
    }),
    [roles.handlers, reset.handlers],
  );
  const fixedQuery = useMemo<QueryParams>(() => (deptId ? { deptId } : NO_FILTER), [deptId]);
  const choose = (value: string) => {
    setDeptId(value);
    saveUserDept(value);
  };
  return (
    <div className={styles.layout}>
      <LazyTreePanel
        title={rt('res.system.user.deptTree.title')}
        allLabel={rt('res.system.user.deptTree.all')}
        loadingLabel={rt('res.system.user.deptTree.loading')}
        root="0"
        useLevel={useDeptLevel}
        chosen={deptId}
        onChoose={choose}
        testId="user-dept-tree"
      />
      <ResourcePage
        def={userDef}
        actionHandlers={handlers}
        fixedQuery={fixedQuery}
        toolbarExtra={<StoreManageButton />}
      />
      {roles.opened && (
        <UserRolesDialog def={userDef} action={roles.opened.action} userIds={roles.opened.keys} onClose={roles.close} />
      )}
      {reset.opened && (
        <ResetPasswordDialog
          def={userDef}
          action={reset.opened.action}
          userIds={reset.opened.keys}
          onClose={reset.close}
        />
      )}
      {platformRow && platformAction && (
        <UserPlatformDialog
          def={userDef}
          action={platformAction as ResourceAction}
          row={platformRow}
          onClose={() => setPlatformRow(null)}
        />
      )}
    </div>
  );
};
