import { describe, expect, it } from 'vitest';
import { userResource } from '../../../../src/shared/resources';
import {
  importCounts,
  importPaths,
  isImportableFile,
  rowProblemsOf,
} from '../../../../src/renderer/crud-import/import-file';

describe('import file helpers', () => {
  it('accepts only non-empty .xlsx files of at most 10 MB', () => {
    expect(isImportableFile({ name: 'users.xlsx', size: 1 })).toBe(true);
    expect(isImportableFile({ name: 'USERS.XLSX', size: 10 * 1024 * 1024 })).toBe(true);
    expect(isImportableFile({ name: 'users.xlsx', size: 10 * 1024 * 1024 + 1 })).toBe(false);
    expect(isImportableFile({ name: 'users.xlsx', size: 0 })).toBe(false);
    expect(isImportableFile({ name: 'users.xls', size: 100 })).toBe(false);
    expect(isImportableFile({ name: 'users.csv', size: 100 })).toBe(false);
  });

  it('reads the row errors out of the server message, each row with its own text', () => {
    expect(
      rowProblemsOf(
        '第3行: 手机号码格式不正确; 第5行: 当前账号已被使用!(登录账号); 第5行: 请选择所属部门; 等共30处错误',
      ),
    ).toEqual([
      { row: 3, message: '手机号码格式不正确' },
      { row: 5, message: '当前账号已被使用!(登录账号)' },
      { row: 5, message: '请选择所属部门' },
    ]);
    expect(rowProblemsOf('只能导入xlsx文件，且不超过10M')).toEqual([]);
    expect(rowProblemsOf('第2行：角色"x"不存在')).toEqual([{ row: 2, message: '角色"x"不存在' }]);
  });

  it('takes the counts of a successful answer and the BladeX verbs of the resource', () => {
    expect(importCounts({ code: 200, data: { inserted: 2, updated: 1 } })).toEqual({ inserted: 2, updated: 1 });
    expect(importCounts({ code: 200, data: {} })).toEqual({ inserted: 0, updated: 0 });
    expect(importCounts(null)).toEqual({ inserted: 0, updated: 0 });
    expect(importPaths(userResource)).toEqual({
      template: '/api/blade-system/user/export-template',
      upload: '/api/blade-system/user/import-user',
    });
  });
});
