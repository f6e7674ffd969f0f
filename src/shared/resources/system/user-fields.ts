import type { Kit } from '../kit';
import type { KitSearchable, KitTextOptions } from '../kit-options';
import type { TextRule } from '../rules';

/** Fields users (`blade_user`) and virtual users (`blade_user_virtual`) share. */

/** The texts each of them gives these fields. */
type PersonTexts = {
  readonly title: string;
  readonly fields: { readonly account: string; readonly sex: string };
  readonly rules: { readonly account: string; readonly accountUnique: string };
};

/**
 * `account`, the handle a user signs in with and a virtual user is shown under. Both live in one namespace (each
 * submit checks the other table too), so both take the same rules: required, unique per tenant, at most 45
 * characters; `moreRules` (built with the resource's own kit) come after them.
 */
export const accountField = (
  r: Kit<PersonTexts>,
  options: KitTextOptions<PersonTexts> = {},
  moreRules: readonly TextRule[] = [],
) => {
  const field = r.text('account', {
    search: 'like',
    sortable: true,
    unique: 'rules.accountUnique',
    required: true,
    max: 45,
    ...options,
  });
  return { ...field, rules: [...(field.rules ?? []), ...moreRules] };
};

/** `sex` from the system dictionary `sex` (1 male, 2 female), stored as a number. */
export const sexField = (r: Kit<PersonTexts>, options: KitSearchable<PersonTexts> = {}) =>
  r.dict('sex', 'sex', { source: 'dict', table: { width: 80 }, ...options });
