import type { Kit } from '../kit';

/** The texts a scope resource gives these fields: a label and a message for each. */
type ScopeTexts = {
  readonly title: string;
  readonly fields: { readonly menuId: string; readonly scopeName: string; readonly resourceCode: string };
  readonly rules: { readonly menuId: string; readonly scopeName: string; readonly resourceCode: string };
};

/**
 * The columns BladeX's API scopes (`blade_scope_api`) and data scopes (`blade_scope_data`) open with: the menu
 * the scope belongs to (picked from the menu tree, searched by equality, not listed), its name and the resource
 * code it is granted by.
 */
export const scopeHeadFields = (r: Kit<ScopeTexts>) =>
  [
    r.treeSelect('menuId', 'menu', { search: 'equal', required: true, table: false }),
    r.text('scopeName', { search: 'like', required: true, max: 255 }),
    r.text('resourceCode', { search: 'like', required: true, max: 255 }),
  ] as const;
