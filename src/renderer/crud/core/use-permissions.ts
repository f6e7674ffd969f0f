import { useMemo } from 'react';
import { buttonCodes, type ResourceAction, type ResourceDef } from '../../../shared/resources';
import { useMenuButtons } from '../../stores/menu-store';

/** The permission map of spec 000 §6: button code → granted. `ready` is false until `menu/buttons` answered. */
export interface Permissions {
  ready: boolean;
  has(code: string | undefined): boolean;
}

/** Every code the user's roles hold, from `GET /blade-system/menu/buttons` (the shell's cached query). */
export const permissionsFrom = (byMenu: ReadonlyMap<string, readonly { code: string }[]> | undefined): Permissions => {
  const codes = new Set<string>();
  for (const list of byMenu?.values() ?? []) for (const button of list) codes.add(button.code);
  return { ready: byMenu !== undefined, has: (code) => code !== undefined && codes.has(code) };
};

export const usePermissions = (): Permissions => {
  const { data } = useMenuButtons();
  return useMemo(() => permissionsFrom(data), [data]);
};

/** What a screen may show for a definition: the standard buttons and the extra actions the user holds. */
export interface ResourceAbilities {
  add: boolean;
  edit: boolean;
  remove: boolean;
  view: boolean;
  exportList: boolean;
  importList: boolean;
  action(action: ResourceAction): boolean;
}

export const abilitiesOf = (def: ResourceDef, permissions: Permissions): ResourceAbilities => {
  const codes = buttonCodes(def);
  return {
    add: permissions.has(codes.add),
    edit: permissions.has(codes.edit),
    remove: permissions.has(codes.delete),
    view: permissions.has(codes.view),
    exportList: permissions.has(codes.export),
    importList: permissions.has(codes.import),
    action: (action) => permissions.has(action.permission),
  };
};

/** The abilities of the signed-in user on a definition. */
export const useAbilities = (def: ResourceDef): ResourceAbilities => {
  const permissions = usePermissions();
  return useMemo(() => abilitiesOf(def, permissions), [def, permissions]);
};
