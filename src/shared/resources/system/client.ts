import { BASE_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('system', 'client', {
  zh: {
    title: '应用管理',
    fields: {
      clientId: '应用ID',
      clientSecret: '应用密钥',
      resourceIds: '资源集合',
      scope: '授权范围',
      authorizedGrantTypes: '授权类型',
      webServerRedirectUri: '回调地址',
      authorities: '权限',
      accessTokenValidity: '令牌过期秒数',
      refreshTokenValidity: '刷新令牌过期秒数',
      additionalInformation: '附加说明',
      autoapprove: '自动授权',
      createTime: '创建时间',
    },
    rules: {
      clientId: '请输入客户端id',
      clientIdUnique: '客户端id已存在',
      clientSecret: '请输入客户端密钥',
      scope: '请输入授权范围',
      authorizedGrantTypes: '请选择授权类型',
      accessTokenValidity: '请输入令牌过期秒数',
      refreshTokenValidity: '请输入刷新令牌过期秒数',
    },
  },
  en: {
    title: 'OAuth clients',
    fields: {
      clientId: 'Client ID',
      clientSecret: 'Client secret',
      resourceIds: 'Resource IDs',
      scope: 'Scope',
      authorizedGrantTypes: 'Grant types',
      webServerRedirectUri: 'Redirect URI',
      authorities: 'Authorities',
      accessTokenValidity: 'Access token lifetime (s)',
      refreshTokenValidity: 'Refresh token lifetime (s)',
      additionalInformation: 'Additional information',
      autoapprove: 'Auto-approve',
      createTime: 'Created',
    },
    rules: {
      clientId: 'Please enter the client id',
      clientIdUnique: 'This client id already exists',
      clientSecret: 'Please enter the client secret',
      scope: 'Please enter the scope',
      authorizedGrantTypes: 'Please choose the grant types',
      accessTokenValidity: 'Please enter the access token lifetime',
      refreshTokenValidity: 'Please enter the refresh token lifetime',
    },
  },
});

/** The OAuth grant types a client may be given (stored comma-joined). */
const GRANT_TYPES = [
  'refresh_token',
  'password',
  'authorization_code',
  'captcha',
  'social',
  'client_credentials',
  'implicit',
];

/**
 * An OAuth client of `blade_client` (bladex-contract.md §6). `client/list` binds to the entity in BladeX: equality
 * searches.
 */
export const clientResource = r.define({
  menu: '/system/client',
  endpoint: '/blade-system/client',
  table: 'blade_client',
  ...BASE_ENTITY,
  filterStyle: 'entity',
  permission: 'client',
  fields: [
    r.text('clientId', { search: 'equal', unique: 'rules.clientIdUnique', required: true, max: 48 }),
    r.text('clientSecret', { table: { hidden: true }, required: true, max: 256 }),
    r.text('scope', { defaultValue: 'all', required: true, max: 256 }),
    r.choice(
      'authorizedGrantTypes',
      GRANT_TYPES.map((value) => ({ value })),
      { multiple: true, required: true, form: { span: 24 } },
    ),
    r.integer('accessTokenValidity', { defaultValue: 3600, required: true, min: 60, max: 31536000 }),
    r.integer('refreshTokenValidity', { defaultValue: 604800, required: true, min: 60, max: 31536000 }),
    r.text('webServerRedirectUri', { table: { hidden: true }, format: 'url' }),
    r.text('resourceIds', { table: { hidden: true }, max: 256 }),
    r.text('authorities', { table: { hidden: true }, max: 256 }),
    r.json('additionalInformation', { table: false, form: { span: 24 } }),
    r.text('autoapprove', { table: { hidden: true }, max: 256 }),
    r.createTime({ search: undefined }),
  ],
});

export type ClientRecord = RecordOfDefinition<typeof clientResource>;
