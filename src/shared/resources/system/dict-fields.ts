import { remarkField, sortField } from '../common-fields';
import type { Field } from '../field';
import { required } from '../rules';
import { dictKit } from './dict.texts';

const k = dictKit.key;

/** A dictionary row of `blade_dict` / `blade_dict_biz` (bladex-contract.md §4). */
export interface DictRecord {
  id: string;
  parentId: string;
  code: string;
  /** Text in BladeX X; `-1` on a dictionary's root row. */
  dictKey: string;
  dictValue: string;
  sort: number;
  /** 0 no, 1 yes (spec 002 §3). */
  isSealed: number;
  remark: string;
}

/** A child item (has a parent) needs a key; a root row's key is set by the server (spec 002 §5). */
const isChild = { field: 'parentId', notIn: ['', '0'] } as const;

/** The fields both dictionaries share; `treeResource` is the resource whose tree picks the parent. */
export const dictFields = (treeResource: 'dict' | 'dictBiz'): readonly Field<keyof DictRecord & string>[] => [
  {
    name: 'parentId',
    kind: 'treeSelect',
    resource: treeResource,
    label: k('fields.parentId'),
    defaultValue: '0',
    table: false,
  },
  {
    name: 'code',
    kind: 'text',
    label: k('fields.code'),
    search: 'like',
    rules: [required(k('rules.code')), { kind: 'length', max: 255 }],
  },
  {
    name: 'dictValue',
    kind: 'text',
    label: k('fields.dictValue'),
    search: 'like',
    rules: [required(k('rules.dictValue')), { kind: 'length', max: 255 }],
  },
  {
    name: 'dictKey',
    kind: 'text',
    label: k('fields.dictKey'),
    visibleWhen: isChild,
    rules: [required(k('rules.dictKey')), { kind: 'length', max: 255 }],
  },
  sortField(k('fields.sort'), k('rules.sort')),
  {
    name: 'isSealed',
    kind: 'switch',
    on: 1,
    off: 0,
    onLabel: 'res.common.flags.yes',
    offLabel: 'res.common.flags.no',
    label: k('fields.isSealed'),
    defaultValue: 0,
    rules: [required(k('rules.isSealed'))],
    table: { width: 80 },
  },
  remarkField(k('fields.remark')),
];
