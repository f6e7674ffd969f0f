/**
 * The headers BladeX's own UserExcel writes, accepted beside the template's (the fields' labels) so a template
 * from a BladeX server imports too. Its tenant column is not among them: an import writes the caller's tenant only.
 */
export const BLADEX_HEADERS: Readonly<Record<string, readonly string[]>> = {
  account: ['账户'],
  name: ['昵称'],
  realName: ['姓名'],
  email: ['邮箱'],
  phone: ['手机'],
  roleId: ['角色名称'],
  deptId: ['部门名称'],
  postId: ['岗位名称'],
  birthday: ['生日'],
};

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
