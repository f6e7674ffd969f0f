import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('system', 'post', {
  zh: {
    title: '岗位管理',
    fields: {
      category: '岗位类型',
      postCode: '岗位编号',
      postName: '岗位名称',
      sort: '岗位排序',
      remark: '岗位描述',
    },
    rules: {
      category: '请选择岗位类型',
      postCode: '请输入岗位编号',
      postName: '请输入岗位名称',
      sort: '请输入岗位排序',
    },
  },
  en: {
    title: 'Posts',
    fields: {
      category: 'Category',
      postCode: 'Code',
      postName: 'Name',
      sort: 'Order',
      remark: 'Description',
    },
    rules: {
      category: 'Please choose the category',
      postCode: 'Please enter the code',
      postName: 'Please enter the name',
      sort: 'Please enter the order',
    },
  },
});

/**
 * A post (job position) of `blade_post` (bladex-contract.md §6). `post/list` binds to the entity in BladeX, so
 * its searches are equality (filterStyle `entity`) and the create time is not searched.
 */
export const postResource = r.define({
  menu: '/system/post',
  endpoint: '/blade-system/post',
  table: 'blade_post',
  ...TENANT_ENTITY,
  filterStyle: 'entity',
  permission: 'post',
  export: true,
  fields: [
    r.dict('category', 'post_category', {
      source: 'dict',
      first: true,
      search: 'equal',
      required: true,
      table: { width: 120 },
    }),
    r.text('postCode', { search: 'equal', sortable: true, required: true, max: 64 }),
    r.text('postName', { search: 'equal', sortable: true, required: true, max: 64 }),
    r.sort(),
    r.remark(),
    r.createTime({ search: undefined }),
  ],
});

export type PostRecord = RecordOfDefinition<typeof postResource>;
