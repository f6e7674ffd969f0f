import { defineResource, type Field, type ResourceDef } from '../../../src/shared/resources';

const label = 'res.system.post.fields.postName' as const;

/** 15 columns of the kinds list screens show most: text, numbers, money, dictionary, flags, dates, sort. */
const fields: Field[] = [
  { name: 'code', kind: 'text', label, search: 'like', sortable: true, table: { width: 120 } },
  { name: 'name', kind: 'text', label, search: 'like' },
  { name: 'title', kind: 'text', label },
  { name: 'category', kind: 'dict', dict: 'product_type', source: 'dict-biz', valueType: 'number', label },
  { name: 'status', kind: 'enum', valueType: 'number', options: [{ value: 1 }, { value: 2 }], label },
  { name: 'price', kind: 'money', unit: 'cent', label },
  { name: 'stock', kind: 'integer', label, sortable: true },
  { name: 'rate', kind: 'number', precision: 2, label },
  { name: 'phone', kind: 'text', label },
  { name: 'address', kind: 'textarea', label },
  { name: 'region', kind: 'text', label },
  { name: 'enabled', kind: 'switch', on: 1, off: 0, toggleInTable: true, label },
  { name: 'sort', kind: 'integer', label, sortable: true },
  { name: 'startTime', kind: 'datetime', label },
  { name: 'createTime', kind: 'datetime', label, readOnly: true, sortable: true },
];

export const benchResource: ResourceDef = defineResource<Record<string, unknown>>()({
  name: 'bench',
  area: 'test',
  title: label,
  endpoint: '/blade-bench/item',
  verbs: { list: 'list', detail: 'detail', submit: 'submit', remove: 'remove', removeParam: 'ids' },
  table: 'bench_item',
  tenantScoped: true,
  audit: true,
  softDelete: true,
  idKind: 'snowflake',
  shape: 'flat',
  filterStyle: 'map',
  permission: 'bench',
  defaultPageSize: 200,
  fields,
});

/** Deterministic rows; a different seed gives different values (no cache can help a run). */
export const makeRows = (count: number, seed: number): Record<string, unknown>[] =>
  Array.from({ length: count }, (_, index) => {
    const n = seed * 1000 + index;
    return {
      id: String(1_700_000_000_000_000 + n),
      code: `P${String(n).padStart(6, '0')}`,
      name: `大理文旅商品 ${n}`,
      title: `洱海骑行 · 双廊古镇一日游 ${n % 97}`,
      category: (n % 3) + 1,
      status: (n % 2) + 1,
      price: 1990 + (n % 500) * 10,
      stock: n % 1000,
      rate: ((n % 100) / 10).toFixed(2),
      phone: `1388800${String(n % 10000).padStart(4, '0')}`,
      address: `云南省大理白族自治州大理市下关镇人民路${n % 300}号`,
      region: `532901${String(n % 100).padStart(3, '0')}`,
      enabled: n % 2,
      sort: n % 50,
      startTime: '2024-05-01 08:00:00',
      createTime: `2024-0${(n % 9) + 1}-1${n % 9} 10:2${n % 9}:00`,
    };
  });
