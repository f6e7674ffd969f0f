import { describe, expect, it } from 'vitest';
import { importPaths, regionResource, userResource } from '../../../../src/shared/resources';
import { fileProblemOf, isImportableFile, rowProblemsOf } from '../../../../src/renderer/crud-import/import-file';

describe('import file helpers', () => {
  it('accepts only non-empty .xlsx files of at most 10 MB, naming why not', () => {
    expect(isImportableFile({ name: 'users.xlsx', size: 1 })).toBe(true);
    expect(isImportableFile({ name: 'USERS.XLSX', size: 10 * 1024 * 1024 })).toBe(true);
    expect(fileProblemOf({ name: 'users.xlsx', size: 10 * 1024 * 1024 + 1 })).toBe('size');
    expect(fileProblemOf({ name: 'users.xlsx', size: 0 })).toBe('empty');
    expect(fileProblemOf({ name: 'users.xls', size: 100 })).toBe('type');
    expect(fileProblemOf({ name: 'users.csv', size: 100 })).toBe('type');
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

  it("takes the engine's import verbs of the resource (the BladeX paths are the server's aliases)", () => {
    expect(importPaths(userResource)).toEqual({
      template: '/blade-system/user/import-template',
      preview: '/blade-system/user/import-preview',
      import: '/blade-system/user/import',
    });
    expect(importPaths(regionResource).import).toBe('/blade-system/region/import');
  });
});
