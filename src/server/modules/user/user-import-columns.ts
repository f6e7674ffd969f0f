import { resourceText, userResource, type UserRecord } from '../../../shared/resources/index';

/** How a cell becomes a submit value: as text, a date, or a comma list of names looked up in the tenant. */
export type ImportCellKind = 'text' | 'date' | 'names';

export interface ImportColumn {
  /** The user property the cell fills (names columns fill the id list property). */
  readonly property: keyof UserRecord & string;
  readonly kind: ImportCellKind;
  /** The header BladeX's own UserExcel writes, accepted too so a template from a BladeX server imports. */
  readonly bladexHeader: string;
  /** What the header cell's note tells the operator. */
  readonly note?: string;
}

/**
 * The importable columns: BladeX's UserExcel less its tenant (the caller's tenant is the only one an import
 * may write). Headers are the user form's own labels, so the sheet reads like the screen.
 */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { property: 'account', kind: 'text', bladexHeader: '账户', note: '必填；同一租户内不可重复' },
  { property: 'name', kind: 'text', bladexHeader: '昵称', note: '必填' },
  { property: 'realName', kind: 'text', bladexHeader: '姓名', note: '必填，2到5个字符' },
  { property: 'email', kind: 'text', bladexHeader: '邮箱' },
  { property: 'phone', kind: 'text', bladexHeader: '手机', note: '11位手机号码' },
  { property: 'roleId', kind: 'names', bladexHeader: '角色名称', note: '必填；角色名称，多个用英文逗号分隔' },
  { property: 'deptId', kind: 'names', bladexHeader: '部门名称', note: '必填；部门名称，多个用英文逗号分隔' },
  { property: 'postId', kind: 'names', bladexHeader: '岗位名称', note: '岗位名称，多个用英文逗号分隔' },
  { property: 'birthday', kind: 'date', bladexHeader: '生日', note: '日期，如 1990-01-01' },
];

const fieldOf = (property: string) => {
  const field = userResource.fields.find((candidate) => candidate.name === property);
  if (!field) throw new Error(`user import: no field ${property} in the user definition`);
  return field;
};

/** The column's header in the template: the field's zh label (`登录账号`, `所属角色` ...). */
export const headerOf = (column: ImportColumn): string => resourceText(fieldOf(column.property).label, {}, 'zh');

/**
 * The template's example row. Its account can never be a real one (it says to delete the row), and an import
 * skips a row with exactly this account, so uploading the template untouched creates nobody.
 */
export const SAMPLE_ACCOUNT = '示例行-导入时忽略';

export const sampleRow = (names: { role: string; dept: string; post: string }): Record<string, string> => ({
  account: SAMPLE_ACCOUNT,
  name: '小张',
  realName: '张三',
  email: 'zhangsan@example.com',
  phone: '13800000000',
  roleId: names.role,
  deptId: names.dept,
  postId: names.post,
  birthday: '1990-01-01',
});

export const TEMPLATE_SHEET = '用户数据表';
export const TEMPLATE_FILE_NAME = '用户数据模板.xlsx';
