import { resource } from '../kit';

/** The texts of dict (zh, en) under `res.system.dict`, and the builders that take their labels and messages from them. */
export const dictKit = resource('system', 'dict', {
  zh: {
    title: '系统字典',
    fields: {
      parentId: '上级字典',
      code: '字典编号',
      dictKey: '字典键值',
      dictValue: '字典名称',
      sort: '字典排序',
      isSealed: '封存',
      remark: '字典备注',
    },
    rules: {
      code: '请输入字典编号',
      dictKey: '请输入字典键值',
      dictValue: '请输入字典名称',
      sort: '请输入字典排序',
      isSealed: '请选择字典封存',
    },
  },
  en: {
    title: 'System dictionaries',
    fields: {
      parentId: 'Parent dictionary',
      code: 'Code',
      dictKey: 'Key',
      dictValue: 'Name',
      sort: 'Order',
      isSealed: 'Sealed',
      remark: 'Remark',
    },
    rules: {
      code: 'Please enter the code',
      dictKey: 'Please enter the key',
      dictValue: 'Please enter the name',
      sort: 'Please enter the order',
      isSealed: 'Please choose whether it is sealed',
    },
  },
});
