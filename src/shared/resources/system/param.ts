import { BASE_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('system', 'param', {
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

/** A system parameter of `blade_param` (`account.initPassword`, `account.registerUser` ...). */
export const paramResource = r.define({
  menu: '/system/param',
  endpoint: '/blade-system/param',
  table: 'blade_param',
  ...BASE_ENTITY,
  permission: 'param',
  fields: [
    r.text('paramName', { search: 'like', required: true, max: 255 }),
    r.text('paramKey', { search: 'like', sortable: true, unique: 'rules.paramKeyUnique', required: true, max: 255 }),
    r.textarea('paramValue', { required: true, max: 2000 }),
    r.remark(),
    r.createTime(),
  ],
});

export type ParamRecord = RecordOfDefinition<typeof paramResource>;
