import { BASE_ENTITY } from '../bladex-entities';
import { createTimeField, remarkField } from '../common-fields';
import { required } from '../rules';
import { paramKit } from './param.texts';
import { STANDARD_VERBS } from '../types';

const k = paramKit.key;

/** A system parameter of `blade_param` (`account.initPassword`, `account.registerUser` ...). */
export interface ParamRecord {
  id: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string;
  createTime: string;
}

export const paramResource = paramKit.define<ParamRecord>()({
  menu: '/system/param',
  endpoint: '/blade-system/param',
  verbs: STANDARD_VERBS,
  table: 'blade_param',
  ...BASE_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'param',
  fields: [
    {
      name: 'paramName',
      kind: 'text',
      label: k('fields.paramName'),
      search: 'like',
      rules: [required(k('rules.paramName')), { kind: 'length', max: 255 }],
    },
    {
      name: 'paramKey',
      kind: 'text',
      label: k('fields.paramKey'),
      search: 'like',
      sortable: true,
      unique: k('rules.paramKeyUnique'),
      rules: [required(k('rules.paramKey')), { kind: 'length', max: 255 }],
    },
    {
      name: 'paramValue',
      kind: 'textarea',
      label: k('fields.paramValue'),
      rules: [required(k('rules.paramValue')), { kind: 'length', max: 2000 }],
    },
    remarkField(k('fields.remark')),
    createTimeField(k('fields.createTime')),
  ],
});
