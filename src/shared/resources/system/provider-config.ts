import type { SwitchField, TextField } from '../field';
import { required } from '../rules';
import type { ResourceTextKey } from '../text';
import type { ResourceAction } from '../types';

/**
 * What BladeX's object-storage (`blade_oss`) and SMS (`blade_sms`) configurations share: a cloud provider's key
 * pair, and a `status` of which one configuration per tenant is on, switched only through their `enable` call.
 */

/** The leaves of a definition's text scope these fields take their labels and messages from. */
type KeyPairTexts = (
  leaf: 'fields.accessKey' | 'rules.accessKey' | 'fields.secretKey' | 'rules.secretKey',
) => ResourceTextKey;

/** The provider's key pair: the access key hidden in the table until chosen, the secret never listed. */
export const keyPairFields = (k: KeyPairTexts): readonly [TextField<'accessKey'>, TextField<'secretKey'>] => [
  {
    name: 'accessKey',
    kind: 'text',
    label: k('fields.accessKey'),
    table: { hidden: true },
    rules: [required(k('rules.accessKey')), { kind: 'length', max: 255 }],
  },
  {
    name: 'secretKey',
    kind: 'text',
    label: k('fields.secretKey'),
    table: false,
    rules: [required(k('rules.secretKey')), { kind: 'length', max: 255 }],
  },
];

/** `POST <endpoint>/enable?id=`: enables this row and disables the tenant's others, in one transaction. */
export const enableAction = (label: ResourceTextKey, permission: string): ResourceAction => ({
  name: 'enable',
  label,
  permission,
  method: 'POST',
  path: 'enable',
  placement: 'row',
  input: { kind: 'id', param: 'id' },
});

/** `status` 1 off / 2 on: read-only in the form; the table's switch calls `enable`. */
export const enabledStatusField = (label: ResourceTextKey): SwitchField<'status'> => ({
  name: 'status',
  kind: 'switch',
  on: 2,
  off: 1,
  onLabel: 'res.common.flags.enabled',
  offLabel: 'res.common.flags.disabled',
  label,
  readOnly: true,
  toggleInTable: true,
  toggleAction: 'enable',
  table: { width: 90 },
});
