import type { FastifyRequest } from 'fastify';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import type { Identity } from '../../auth/identity';
import { parseInput } from '../../http/validate';
import { splitIds, type Row } from '../../http/wire';

const selectQuery = z.object({
  userId: z
    .string()
    .regex(/^\d{1,20}$/, '用户ID格式不正确')
    .optional()
    .or(z.literal('')),
});

/**
 * `dept/select` and `role/select` (bladex-contract.md §6) answer every live row of the caller's tenant, or with
 * `?userId=` only that user's own departments or roles (the user must be of the caller's tenant). The switch
 * dialog and the profile page use them.
 */
export const createOwnEntries = (db: Database, column: 'dept_id' | 'role_id') => {
  const userIds = db.prepare<[string, string], { dept_id: string; role_id: string }>(
    'SELECT dept_id, role_id FROM blade_user WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  return (request: FastifyRequest, identity: Identity, rows: Row[]): Row[] => {
    const { userId } = parseInput(selectQuery, request.query);
    if (!userId) return rows;
    const own = new Set(splitIds(userIds.get(identity.tenantId, userId)?.[column]));
    return rows.filter((row) => own.has(String(row.id)));
  };
};
