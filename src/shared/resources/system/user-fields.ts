import type { DictField, TextField } from '../field';
import { required, type TextRule } from '../rules';
import type { ResourceTextKey } from '../text';

/** Fields users (`blade_user`) and virtual users (`blade_user_virtual`) share. */

/** The leaves of a definition's text scope the account field takes its label and messages from. */
type AccountTexts = (leaf: 'fields.account' | 'rules.account' | 'rules.accountUnique') => ResourceTextKey;

/**
 * `account`, the handle a user signs in with and a virtual user is shown under. Both live in one namespace (each
 * submit checks the other table too), so both take the same rules: required, unique per tenant, at most 45
 * characters; `moreRules` adds a definition's own.
 */
export const accountField = (k: AccountTexts, moreRules: readonly TextRule[] = []): TextField<'account'> => ({
  name: 'account',
  kind: 'text',
  label: k('fields.account'),
  search: 'like',
  sortable: true,
  unique: k('rules.accountUnique'),
  rules: [
    required(k('rules.account')),
    { kind: 'length', max: 45 },
    ...moreRules,
    // Last, so a screen's own narrower rule (a persona's handle pattern) speaks first.
    { kind: 'format', format: 'account' },
  ],
});

/** `sex` from the system dictionary `sex` (1 male, 2 female), stored as a number. */
export const sexField = (label: ResourceTextKey): DictField<'sex'> => ({
  name: 'sex',
  kind: 'dict',
  dict: 'sex',
  source: 'dict',
  valueType: 'number',
  label,
  table: { width: 80 },
});
