import { resource } from '../kit';

/** The texts of oss (zh, en) under `res.system.oss`, and the builders that take their labels and messages from them. */
export const ossKit = resource('system', 'oss', {
  zh: {
    title: '对象存储',
    fields: {
      category: '分类',
      endpoint: '资源地址',
      bucketName: '空间名',
      accessKey: 'accessKey',
      secretKey: 'secretKey',
      appId: 'appId',
      region: 'region',
      remark: '备注',
      status: '是否启用',
      createTime: '创建时间',
    },
    rules: {
      category: '请选择分类',
      endpoint: '请输入资源地址',
      bucketName: '请输入空间名',
      accessKey: '请输入accessKey',
      secretKey: '请输入secretKey',
    },
    actions: { enable: '启用' },
  },
  en: {
    title: 'Object storage',
    fields: {
      category: 'Provider',
      endpoint: 'Endpoint',
      bucketName: 'Bucket',
      accessKey: 'Access key',
      secretKey: 'Secret key',
      appId: 'App ID',
      region: 'Region',
      remark: 'Remark',
      status: 'Enabled',
      createTime: 'Created',
    },
    rules: {
      category: 'Please choose the provider',
      endpoint: 'Please enter the endpoint',
      bucketName: 'Please enter the bucket',
      accessKey: 'Please enter the access key',
      secretKey: 'Please enter the secret key',
    },
    actions: { enable: 'Enable' },
  },
});
