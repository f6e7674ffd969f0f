import { resource } from '../kit';

/** The texts of param (zh, en) under `res.system.param`, and the builders that take their labels and messages from them. */
export const paramKit = resource('system', 'param', {
  zh: {
    title: '参数管理',
    fields: {
      paramName: '参数名称',
      paramKey: '参数键名',
      paramValue: '参数键值',
      remark: '备注',
      createTime: '创建时间',
    },
    rules: {
      paramName: '请输入参数名称',
      paramKey: '请输入参数键名',
      paramKeyUnique: '参数键名已存在',
      paramValue: '请输入参数键值',
    },
  },
  en: {
    title: 'Parameters',
    fields: { paramName: 'Name', paramKey: 'Key', paramValue: 'Value', remark: 'Remark', createTime: 'Created' },
    rules: {
      paramName: 'Please enter the name',
      paramKey: 'Please enter the key',
      paramKeyUnique: 'This key already exists',
      paramValue: 'Please enter the value',
    },
  },
});
