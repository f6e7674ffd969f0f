import { BASE_ENTITY } from '../bladex-entities';
import { createTimeField } from '../common-fields';
import { required } from '../rules';
import { clientKit } from './client.texts';
import { STANDARD_VERBS } from '../types';

const k = clientKit.key;

/** An OAuth client of `blade_client` (bladex-contract.md §6). */
export interface ClientRecord {
  id: string;
  clientId: string;
  clientSecret: string;
  resourceIds: string;
  scope: string;
  /** Comma list, e.g. `refresh_token,password,authorization_code,captcha,social`. */
  authorizedGrantTypes: string;
  webServerRedirectUri: string;
  authorities: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  additionalInformation: string;
  autoapprove: string;
  createTime: string;
}

const GRANT_TYPES = [
  'refresh_token',
  'password',
  'authorization_code',
  'captcha',
  'social',
  'client_credentials',
  'implicit',
];

/** `client/list` binds to the entity in BladeX: equality searches. */
export const clientResource = clientKit.define<ClientRecord>()({
  menu: '/system/client',
  endpoint: '/blade-system/client',
  verbs: STANDARD_VERBS,
  table: 'blade_client',
  ...BASE_ENTITY,
  shape: 'flat',
  filterStyle: 'entity',
  permission: 'client',
  fields: [
    {
      name: 'clientId',
      kind: 'text',
      label: k('fields.clientId'),
      search: 'equal',
      unique: k('rules.clientIdUnique'),
      rules: [required(k('rules.clientId')), { kind: 'length', max: 48 }],
    },
    {
      name: 'clientSecret',
      kind: 'text',
      label: k('fields.clientSecret'),
      table: { hidden: true },
      rules: [required(k('rules.clientSecret')), { kind: 'length', max: 256 }],
    },
    {
      name: 'scope',
      kind: 'text',
      label: k('fields.scope'),
      defaultValue: 'all',
      rules: [required(k('rules.scope')), { kind: 'length', max: 256 }],
    },
    {
      name: 'authorizedGrantTypes',
      kind: 'enum',
      valueType: 'string',
      multiple: true,
      options: GRANT_TYPES.map((value) => ({ value })),
      label: k('fields.authorizedGrantTypes'),
      rules: [required(k('rules.authorizedGrantTypes'))],
      form: { span: 24 },
    },
    {
      name: 'accessTokenValidity',
      kind: 'integer',
      label: k('fields.accessTokenValidity'),
      defaultValue: 3600,
      rules: [required(k('rules.accessTokenValidity')), { kind: 'range', min: 60, max: 31536000 }],
    },
    {
      name: 'refreshTokenValidity',
      kind: 'integer',
      label: k('fields.refreshTokenValidity'),
      defaultValue: 604800,
      rules: [required(k('rules.refreshTokenValidity')), { kind: 'range', min: 60, max: 31536000 }],
    },
    {
      name: 'webServerRedirectUri',
      kind: 'text',
      label: k('fields.webServerRedirectUri'),
      table: { hidden: true },
      rules: [{ kind: 'format', format: 'url' }],
    },
    {
      name: 'resourceIds',
      kind: 'text',
      label: k('fields.resourceIds'),
      table: { hidden: true },
      rules: [{ kind: 'length', max: 256 }],
    },
    {
      name: 'authorities',
      kind: 'text',
      label: k('fields.authorities'),
      table: { hidden: true },
      rules: [{ kind: 'length', max: 256 }],
    },
    {
      name: 'additionalInformation',
      kind: 'json',
      label: k('fields.additionalInformation'),
      table: false,
      form: { span: 24 },
    },
    {
      name: 'autoapprove',
      kind: 'text',
      label: k('fields.autoapprove'),
      table: { hidden: true },
      rules: [{ kind: 'length', max: 256 }],
    },
    createTimeField(k('fields.createTime'), false),
  ],
});
