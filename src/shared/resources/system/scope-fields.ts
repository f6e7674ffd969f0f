import type { TextField, TreeSelectField } from '../field';
import { required } from '../rules';
import type { ResourceTextKey } from '../text';

/** The leaves of a definition's text scope these fields take their labels and messages from. */
type ScopeTexts = (
  leaf:
    | 'fields.menuId'
    | 'rules.menuId'
    | 'fields.scopeName'
    | 'rules.scopeName'
    | 'fields.resourceCode'
    | 'rules.resourceCode',
) => ResourceTextKey;

/**
 * The columns BladeX's API scopes (`blade_scope_api`) and data scopes (`blade_scope_data`) open with: the menu
 * the scope belongs to (picked from the menu tree, searched by equality, not listed), its name and the resource
 * code it is granted by.
 */
export const scopeHeadFields = (
  k: ScopeTexts,
): readonly [TreeSelectField<'menuId'>, TextField<'scopeName'>, TextField<'resourceCode'>] => [
  {
    name: 'menuId',
    kind: 'treeSelect',
    resource: 'menu',
    label: k('fields.menuId'),
    search: 'equal',
    table: false,
    rules: [required(k('rules.menuId'))],
  },
  {
    name: 'scopeName',
    kind: 'text',
    label: k('fields.scopeName'),
    search: 'like',
    rules: [required(k('rules.scopeName')), { kind: 'length', max: 255 }],
  },
  {
    name: 'resourceCode',
    kind: 'text',
    label: k('fields.resourceCode'),
    search: 'like',
    rules: [required(k('rules.resourceCode')), { kind: 'length', max: 255 }],
  },
];
