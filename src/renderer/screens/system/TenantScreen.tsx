import { useMemo, useState } from 'react';
import { getResource, type ResourceAction } from '../../../shared/resources';
import type { WireRecord } from '../../crud/core/data-provider';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import type { ActionHandlers } from '../../crud/fluent/use-resource-screen';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { ActionDialog as ActionFormDialog } from '../../crud/fluent/ActionDialog';

const def = getResource('tenant');
const fieldOf = (name: string) => def.fields.filter((field) => field.name === name);
const actionOf = (name: string): ResourceAction | undefined => def.actions?.find((action) => action.name === name);

type Open = { action: ResourceAction; keys: readonly string[]; row?: WireRecord } | null;

/** 租户管理: the CRUD page plus 授权配置 (quota, expiry), 数据源配置 and 产品包配置 dialogs (BladeX X). */
export const TenantScreen = () => {
  const { ct, rt } = useCrudText();
  const [open, setOpen] = useState<Open>(null);
  const handlers = useMemo<ActionHandlers>(() => {
    const handler = (name: string) => (context: { keys: readonly string[]; row?: WireRecord }) => {
      const action = actionOf(name);
      if (action) setOpen({ action, ...context });
    };
    return {
      setting: handler('setting'),
      datasource: handler('datasource'),
      packageSetting: handler('packageSetting'),
    };
  }, []);
  const close = () => setOpen(null);
  const tenantCode = String(open?.row?.tenantId ?? '');
  return (
    <>
      <ResourcePage def={def} actionHandlers={handlers} />
      {open?.action.name === 'setting' && (
        <ActionFormDialog
          def={def}
          action={open.action}
          fields={[...fieldOf('accountNumber'), ...fieldOf('expireTime')]}
          initialValues={{ accountNumber: -1 }}
          params={{ ids: open.keys.join(',') }}
          hint={ct('unlimited')}
          check={(values) =>
            open.keys.length === 0
              ? rt('res.common.validation.id')
              : /^-?\d+$/.test(String(values.accountNumber ?? '').trim())
                ? null
                : rt('res.common.validation.integer')
          }
          onClose={close}
        />
      )}
      {open?.action.name === 'datasource' && (
        <ActionFormDialog
          def={def}
          action={open.action}
          fields={fieldOf('datasourceId')}
          initialValues={{ datasourceId: open.row?.datasourceId ?? '' }}
          params={{ tenantId: tenantCode }}
          onClose={close}
        />
      )}
      {open?.action.name === 'packageSetting' && (
        <ActionFormDialog
          def={def}
          action={open.action}
          fields={fieldOf('packageId')}
          initialValues={{ packageId: open.row?.packageId ?? '' }}
          params={{ tenantId: tenantCode }}
          onClose={close}
        />
      )}
    </>
  );
};
