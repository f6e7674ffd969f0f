import type { WorkspaceApi } from '../../../shared/contract/window-api';
import type { TranslationKey } from '../../../shared/i18n';
import { requestOrLog } from '../../platform/request-or-log';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SwitchOptions {
  depts: SelectOption[];
  roles: SelectOption[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** Reads `[{id, deptName|roleName}]` from an R-wrapped (or bare) list; rows without an id are skipped. */
export const parseSelectOptions = (body: unknown, labelField: 'deptName' | 'roleName'): SelectOption[] => {
  const list = isRecord(body) && 'data' in body ? body.data : body;
  if (!Array.isArray(list)) return [];
  const options: SelectOption[] = [];
  for (const row of list) {
    if (!isRecord(row)) continue;
    const id = row.id;
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    const label = row[labelField];
    options.push({ value: String(id), label: typeof label === 'string' && label !== '' ? label : String(id) });
  }
  return options;
};

/** The departments and roles the user may switch to (dept/select and role/select with their userId). */
export const fetchSwitchOptions = async (
  userId: string,
  api?: Pick<WorkspaceApi, 'invoke'>,
): Promise<SwitchOptions> => {
  const [depts, roles] = await Promise.all([
    requestOrLog({ method: 'GET', url: '/api/blade-system/dept/select', params: { userId } }, api),
    requestOrLog({ method: 'GET', url: '/api/blade-system/role/select', params: { userId } }, api),
  ]);
  if (!depts.ok) throw new Error(depts.error.message);
  if (!roles.ok) throw new Error(roles.error.message);
  return {
    depts: parseSelectOptions(depts.data.data, 'deptName'),
    roles: parseSelectOptions(roles.data.data, 'roleName'),
  };
};

export interface SwitchValues {
  deptId: string;
  roleId: string;
}

export type SwitchField = keyof SwitchValues;

/** Spec 000 §5: department first, then role. */
export const validateSwitch = (values: SwitchValues): Array<{ field: SwitchField; message: TranslationKey }> => {
  const issues: Array<{ field: SwitchField; message: TranslationKey }> = [];
  if (values.deptId === '') issues.push({ field: 'deptId', message: 'switchRole.deptRequired' });
  if (values.roleId === '') issues.push({ field: 'roleId', message: 'switchRole.roleRequired' });
  return issues;
};
