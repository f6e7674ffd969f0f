import { TENANT_ENTITY } from '../bladex-entities';
import { createTimeField, remarkField, sortField } from '../common-fields';
import { required } from '../rules';
import { textKeys } from '../text';
import { defineResource, STANDARD_VERBS } from '../types';

const k = textKeys('system.post');

/** A post (job position) of `blade_post` (bladex-contract.md §6). */
export interface PostRecord {
  id: string;
  tenantId: string;
  category: number;
  postCode: string;
  postName: string;
  sort: number;
  remark: string;
  createTime: string;
}

/** `post/list` binds to the entity in BladeX, so its searches are equality (filterStyle `entity`). */
export const postResource = defineResource<PostRecord>()({
  name: 'post',
  title: k('title'),
  endpoint: '/blade-system/post',
  verbs: STANDARD_VERBS,
  table: 'blade_post',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'entity',
  permission: 'post',
  export: true,
  fields: [
    {
      name: 'category',
      kind: 'dict',
      dict: 'post_category',
      source: 'dict',
      valueType: 'number',
      dictDefault: 'first',
      label: k('fields.category'),
      search: 'equal',
      rules: [required(k('rules.category'))],
      table: { width: 120 },
    },
    {
      name: 'postCode',
      kind: 'text',
      label: k('fields.postCode'),
      search: 'equal',
      sortable: true,
      rules: [required(k('rules.postCode')), { kind: 'length', max: 64 }],
    },
    {
      name: 'postName',
      kind: 'text',
      label: k('fields.postName'),
      search: 'equal',
      sortable: true,
      rules: [required(k('rules.postName')), { kind: 'length', max: 64 }],
    },
    sortField(k('fields.sort'), k('rules.sort')),
    remarkField(k('fields.remark')),
    createTimeField(k('fields.createTime'), false),
  ],
});
