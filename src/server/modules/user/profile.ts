import { createAccounts } from '../../auth/accounts';
import { hashPassword, md5Hex, verifyPassword } from '../../auth/password';
import { createPasswordResetMarks } from '../../auth/password-reset-mark';
import { routeModule } from '../../crud/resource-module';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { isMd5Hex, UPDATE_INFO_COLUMNS, updateInfoBody, updatePasswordQuery, type UpdateInfo } from './profile-input';

type SqlParam = string | number | null;

/**
 * The personal-information page (spec 000 /info/index): the caller edits their own profile and
 * password. The user is always the token's, never one named in the request.
 */
export default routeModule('user-profile', (app, { ctx }) => {
  const accounts = createAccounts(ctx.db);
  const resetMarks = createPasswordResetMarks(ctx.db);
  const setPassword = ctx.db.prepare<[string, string, string, string, string]>(
    'UPDATE blade_user SET password = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );

  app.post('/blade-system/user/update-info', async (request) => {
    const identity = identityOf(request);
    const input = parseInput(updateInfoBody, request.body);
    // Absent or null: unchanged. '': cleared (stored NULL, answered as '' by the wire rules).
    const changes = (Object.keys(UPDATE_INFO_COLUMNS) as (keyof UpdateInfo)[]).filter(
      (field) => input[field] !== undefined && input[field] !== null,
    );
    if (changes.length === 0) throw badRequest('参数错误: 没有可修改的个人信息');
    const assignments = changes.map((field) => `${UPDATE_INFO_COLUMNS[field]} = ?`);
    const values: SqlParam[] = changes.map((field) => {
      const value = input[field];
      return value === undefined || value === '' ? null : value;
    });
    const result = ctx.db
      .prepare<SqlParam[]>(
        `UPDATE blade_user SET ${assignments.join(', ')}, update_user = ?, update_time = ?
         WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
      )
      .run(...values, identity.userId, formatDateTime(ctx.now()), identity.tenantId, identity.userId);
    return R.status(result.changes === 1);
  });

  app.post('/blade-system/user/update-password', async (request) => {
    const identity = identityOf(request);
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const input = parseInput(updatePasswordQuery, { ...body, ...(request.query as Record<string, unknown>) });
    if (input.newPassword !== input.newPassword1) throw badRequest('请输入正确的确认密码!');
    const user = accounts.userById(identity.tenantId, identity.userId);
    if (!user) throw badRequest('原密码不正确!');
    // Which form of the old password matches tells the flavour: its md5 as sent (X), or its plaintext (S, Saber).
    const sentAsMd5 =
      isMd5Hex(input.oldPassword) && (await verifyPassword(input.oldPassword.toLowerCase(), user.password));
    const sentPlain = !sentAsMd5 && (await verifyPassword(md5Hex(input.oldPassword), user.password));
    if (!sentAsMd5 && !sentPlain) throw badRequest('原密码不正确!');
    if (sentAsMd5 && !isMd5Hex(input.newPassword))
      throw badRequest('参数错误: newPassword 新密码应为md5摘要（32位十六进制）');
    const newMd5 = sentAsMd5 ? input.newPassword.toLowerCase() : md5Hex(input.newPassword);
    if (newMd5 === (sentAsMd5 ? input.oldPassword.toLowerCase() : md5Hex(input.oldPassword)))
      throw badRequest('新密码不能与原密码相同');
    const stored = await hashPassword(newMd5);
    const currentFamily = ctx.tokenStore.findByAccess(identity.jti)?.family_id;
    ctx.db.transaction(() => {
      setPassword.run(stored, identity.userId, formatDateTime(ctx.now()), identity.tenantId, identity.userId);
      // The account has its own password now: a reset's must-change mark is done.
      resetMarks.clear(identity.tenantId, identity.userId);
      // Every other session ends; this one stays so the page that changed the password keeps working.
      ctx.tokenStore.revokeUserSessions(identity.tenantId, identity.userId, currentFamily);
    })();
    return R.status(true);
  });
});
