import { resource } from '../kit';

/** The texts of dept (zh, en) under `res.system.dept`, and the builders that take their labels and messages from them. */
export const deptKit = resource('system', 'dept', {
  zh: {
    title: '机构管理',
    fields: {
      parentId: '上级机构',
      deptName: '机构名称',
      fullName: '机构全称',
      deptCategory: '机构类型',
      sort: '排序',
      remark: '备注',
    },
    rules: {
      deptName: '请输入机构名称',
      fullName: '请输入机构全称',
      deptCategory: '请选择机构类型',
      sort: '请输入排序',
    },
  },
  en: {
    title: 'Departments',
    fields: {
      parentId: 'Parent',
      deptName: 'Name',
      fullName: 'Full name',
      deptCategory: 'Type',
      sort: 'Order',
      remark: 'Remark',
    },
    rules: {
      deptName: 'Please enter the name',
      fullName: 'Please enter the full name',
      deptCategory: 'Please choose the type',
      sort: 'Please enter the order',
    },
  },
});
