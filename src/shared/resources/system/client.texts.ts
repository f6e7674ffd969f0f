import { resource } from '../kit';

/** The texts of client (zh, en) under `res.system.client`, and the builders that take their labels and messages from them. */
export const clientKit = resource('system', 'client', {
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
