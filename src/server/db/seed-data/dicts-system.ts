// System dictionaries (blade_dict, no tenant): the seeds both SpringBlade and BladeX ship (bladex-contract.md §4),
// so a client pointed at a real deployment sees the same keys and labels as against the embedded server.
import type { SeedDict } from './types';

export const systemDicts: SeedDict[] = [
  {
    code: 'sex',
    name: '性别',
    nameEn: 'Sex',
    items: [
      { key: '1', value: '男', valueEn: 'Male', sort: 1 },
      { key: '2', value: '女', valueEn: 'Female', sort: 2 },
    ],
  },
  {
    code: 'yes_no',
    name: '是否',
    nameEn: 'Yes/no',
    items: [
      { key: '1', value: '否', valueEn: 'No', sort: 1 },
      { key: '2', value: '是', valueEn: 'Yes', sort: 2 },
    ],
  },
  {
    code: 'menu_category',
    name: '菜单类型',
    nameEn: 'Menu category',
    items: [
      { key: '1', value: '菜单', valueEn: 'Menu', sort: 1 },
      { key: '2', value: '按钮', valueEn: 'Button', sort: 2 },
    ],
  },
  {
    code: 'button_func',
    name: '按钮功能',
    nameEn: 'Button placement',
    items: [
      { key: '1', value: '工具栏', valueEn: 'Toolbar', sort: 1 },
      { key: '2', value: '操作栏', valueEn: 'Row actions', sort: 2 },
      { key: '3', value: '工具操作栏', valueEn: 'Toolbar and row', sort: 3 },
    ],
  },
  {
    code: 'notice',
    name: '通知类型',
    nameEn: 'Notice type',
    items: [
      { key: '1', value: '发布通知', valueEn: 'Announcement', sort: 1 },
      { key: '2', value: '批转通知', valueEn: 'Approved and forwarded', sort: 2 },
      { key: '3', value: '转发通知', valueEn: 'Forwarded', sort: 3 },
      { key: '4', value: '指示通知', valueEn: 'Directive', sort: 4 },
      { key: '5', value: '任免通知', valueEn: 'Appointment', sort: 5 },
      { key: '6', value: '事务通知', valueEn: 'Affairs', sort: 6 },
    ],
  },
  {
    code: 'post_category',
    name: '岗位类型',
    nameEn: 'Post category',
    items: [
      { key: '1', value: '高层', valueEn: 'Senior management', sort: 1 },
      { key: '2', value: '中层', valueEn: 'Middle management', sort: 2 },
      { key: '3', value: '基层', valueEn: 'Staff', sort: 3 },
      { key: '4', value: '其他', valueEn: 'Other', sort: 4 },
    ],
  },
  {
    code: 'data_scope_type',
    name: '数据权限类型',
    nameEn: 'Data scope type',
    items: [
      { key: '1', value: '全部可见', valueEn: 'All', sort: 1 },
      { key: '2', value: '本人可见', valueEn: 'Own records', sort: 2 },
      { key: '3', value: '所在机构可见', valueEn: 'Own department', sort: 3 },
      { key: '4', value: '所在机构及子级可见', valueEn: 'Own department and below', sort: 4 },
      { key: '5', value: '自定义', valueEn: 'Custom', sort: 5 },
    ],
  },
  {
    code: 'api_scope_type',
    name: '接口权限类型',
    nameEn: 'API scope type',
    items: [
      { key: '1', value: '系统接口', valueEn: 'System API', sort: 1 },
      { key: '2', value: '业务接口', valueEn: 'Business API', sort: 2 },
    ],
  },
  {
    code: 'region',
    name: '行政区划',
    nameEn: 'Region level',
    items: [
      { key: '0', value: '国家', valueEn: 'Country', sort: 0 },
      { key: '1', value: '省份/直辖市', valueEn: 'Province', sort: 1 },
      { key: '2', value: '地市', valueEn: 'City', sort: 2 },
      { key: '3', value: '区县', valueEn: 'District/county', sort: 3 },
      { key: '4', value: '乡镇', valueEn: 'Town', sort: 4 },
      { key: '5', value: '村委', valueEn: 'Village', sort: 5 },
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    nameEn: 'Organisation category',
    items: [
      { key: '1', value: '公司', valueEn: 'Company', sort: 1 },
      { key: '2', value: '部门', valueEn: 'Department', sort: 2 },
      { key: '3', value: '小组', valueEn: 'Group', sort: 3 },
    ],
  },
  {
    code: 'user_type',
    name: '用户平台',
    nameEn: 'User platform',
    items: [
      { key: '1', value: 'WEB', valueEn: 'Web', sort: 1 },
      { key: '2', value: 'APP', valueEn: 'App', sort: 2 },
      { key: '3', value: 'OTHER', valueEn: 'Other', sort: 3 },
    ],
  },
  {
    code: 'scope_category',
    name: '权限类型',
    nameEn: 'Scope category',
    items: [
      { key: '1', value: '数据权限', valueEn: 'Data scope', sort: 1 },
      { key: '2', value: '接口权限', valueEn: 'API scope', sort: 2 },
    ],
  },
  {
    code: 'oss',
    name: '对象存储类型',
    nameEn: 'Object storage provider',
    items: [
      { key: '1', value: 'minio', valueEn: 'MinIO', sort: 1 },
      { key: '2', value: '七牛云', valueEn: 'Qiniu', sort: 2 },
      { key: '3', value: '阿里云', valueEn: 'Alibaba Cloud', sort: 3 },
      { key: '4', value: '腾讯云', valueEn: 'Tencent Cloud', sort: 4 },
    ],
  },
  {
    code: 'sms',
    name: '短信服务类型',
    nameEn: 'SMS provider',
    items: [
      { key: '1', value: '云片', valueEn: 'Yunpian', sort: 1 },
      { key: '2', value: '七牛云', valueEn: 'Qiniu', sort: 2 },
      { key: '3', value: '阿里云', valueEn: 'Alibaba Cloud', sort: 3 },
      { key: '4', value: '腾讯云', valueEn: 'Tencent Cloud', sort: 4 },
    ],
  },
  {
    // Saber builds its workflow routes from this dictionary: routeKey `flow_<key>`, routeValue = remark
    // (spec 000 §3 flowRoutes), so the remark is the process's route segment, not prose.
    code: 'flow',
    name: '流程类型',
    nameEn: 'Process category',
    items: [{ key: '1', value: '请假流程', valueEn: 'Leave request', sort: 1, remark: 'leave' }],
  },
];
