import { resource } from '../kit';

/** The texts of region (zh, en) under `res.system.region`, and the builders that take their labels and messages from them. */
export const regionKit = resource('system', 'region', {
  zh: {
    title: '行政区划',
    fields: {
      parentCode: '上级区划',
      code: '区划编号',
      name: '区划名称',
      regionLevel: '区划等级',
      sort: '排序',
      remark: '备注',
    },
    rules: {
      code: '请输入区划编号',
      codeFormat: '区划编号应为2、4、6、9或12位数字',
      name: '请输入区划名称',
      regionLevel: '请选择区划等级',
      sort: '请输入排序',
    },
    tree: { title: '区划树', all: '全部区划', loading: '正在加载区划' },
  },
  en: {
    title: 'Regions',
    fields: {
      parentCode: 'Parent region',
      code: 'Code',
      name: 'Name',
      regionLevel: 'Level',
      sort: 'Order',
      remark: 'Remark',
    },
    rules: {
      code: 'Please enter the code',
      codeFormat: 'The code must be 2, 4, 6, 9 or 12 digits',
      name: 'Please enter the name',
      regionLevel: 'Please choose the level',
      sort: 'Please enter the order',
    },
    tree: { title: 'Region tree', all: 'All regions', loading: 'Loading regions' },
  },
});
