import type { Identity } from '../../auth/identity';
import type { ActionHook } from '../../crud/action-routes';
import type { ResourceStore } from '../../crud/resource-store';
import type { Row } from '../../http/wire';

/** Columns a copy never takes from its original: the key, the tenant and what the store stamps itself. */
const OWN_COLUMNS = new Set([
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'is_deleted',
]);

/**
 * The `copy (id)` of launch pages, app menus and bottom tabs (spec 001 §7): a new row with the original's content,
 * its name marked 「(副本)」 and hidden (`status` 0) so the app does not show a duplicate before an operator
 * edits it. Answers the new row's id.
 */
export const copyAction = (store: ResourceStore): ActionHook => ({
  run({ identity, rows }: { identity: Identity; rows: readonly Row[] }) {
    const copies = rows.map((row) => {
      const values: Record<string, Row[string]> = {};
      for (const [column, value] of Object.entries(row)) if (!OWN_COLUMNS.has(column)) values[column] = value;
      values.name = `${String(row.name ?? '')}(副本)`.slice(0, 64);
      values.status = 0;
      return store.insert(identity, values);
    });
    return copies.length === 1 ? copies[0] : copies;
  },
});
