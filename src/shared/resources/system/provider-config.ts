import type { Kit } from '../kit';

/**
 * What BladeX's object-storage (`blade_oss`) and SMS (`blade_sms`) configurations share: a cloud provider's key
 * pair, and a `status` of which one configuration per tenant is on, switched only through their `enable` call.
 */

/** The texts a provider configuration gives these fields and its `enable` action. */
type ProviderTexts = {
  readonly title: string;
  readonly fields: { readonly accessKey: string; readonly secretKey: string; readonly status: string };
  readonly rules: { readonly accessKey: string; readonly secretKey: string };
  readonly actions: { readonly enable: string };
};

/** The provider's key pair: the access key hidden in the table until chosen, the secret never listed. */
export const keyPairFields = (r: Kit<ProviderTexts>) =>
  [
    r.text('accessKey', { table: { hidden: true }, required: true, max: 255 }),
    r.text('secretKey', { table: false, required: true, max: 255 }),
  ] as const;

/** `POST <endpoint>/enable?id=`: enables this row and disables the tenant's others, in one transaction. */
export const enableAction = (r: Kit<ProviderTexts>, permission: string) =>
  r.action('enable', { permission, input: { kind: 'id', param: 'id' } });

/** `status` 1 off / 2 on: read-only in the form; the table's switch calls `enable`. */
export const enabledStatusField = (r: Kit<ProviderTexts>) =>
  r.status('status', { on: 2, off: 1, readOnly: true, toggle: 'enable', table: { width: 90 } });
