import type { Database } from 'better-sqlite3';
import { createTableSql } from '../../../src/server/crud/ddl';
import { TENANT_ENTITY } from '../../../src/shared/resources/bladex-entities';
import {
  allResources,
  defineResource,
  STANDARD_VERBS,
  type Field,
  type ResourceDef,
} from '../../../src/shared/resources/index';
import { createTestServer, type TestServer } from '../../helpers/server';

// A definition no screen and no registry entry knows: the engine serves it beside the real ones (buildApp's
// `resources`), its table made from it as a new area's migration would. It exercises what no system definition
// declares yet: the `save`/`update`/`sort` verbs, a field toggle and two guarded state transitions.

const label = 'res.system.post.fields.postName' as const;

export const TICKET_PERMISSION = 'probe_ticket';

/** Admin rejected a ticket: the reason is required then, and only then. */
export const REASON_REQUIRED = 'res.system.post.rules.postName' as const;

export const ticketResource: ResourceDef = defineResource<Record<string, unknown>>()({
  name: 'probeTicket',
  area: 'test',
  title: 'res.merchant.product.title',
  endpoint: '/probe/ticket',
  verbs: { ...STANDARD_VERBS, save: 'save', update: 'update', sort: 'update/sort' },
  table: 'probe_ticket',
  ...TENANT_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: TICKET_PERMISSION,
  actions: [
    {
      name: 'enable',
      label: 'res.common.flags.enabled',
      permission: `${TICKET_PERMISSION}_enable`,
      method: 'POST',
      path: 'updateEnable',
      placement: 'row',
      input: { kind: 'id', param: 'id' },
      effect: { kind: 'toggle', field: 'isEnable' },
    },
    {
      name: 'audit',
      label: 'res.merchant.product.fields.auditState',
      permission: `${TICKET_PERMISSION}_audit`,
      method: 'POST',
      path: 'audit',
      placement: 'both',
      input: { kind: 'ids', param: 'ids' },
      effect: {
        kind: 'transition',
        field: 'auditState',
        from: [0],
        to: [1, 2],
        input: ['adminMsg'],
        stamp: { adminDate: 'now', adminName: 'userName' },
      },
    },
    {
      name: 'writeOff',
      label: 'res.system.user.actions.unlock',
      permission: `${TICKET_PERMISSION}_writeoff`,
      method: 'POST',
      path: 'writeOff',
      placement: 'row',
      input: { kind: 'id', param: 'id' },
      effect: {
        kind: 'transition',
        field: 'useState',
        from: [0],
        to: 1,
        stamp: { writeoffDate: 'today', writeoffUser: 'user' },
      },
    },
  ],
  fields: [
    { name: 'title', kind: 'text', label, rules: [{ kind: 'required', message: 'res.system.post.rules.postName' }] },
    { name: 'sort', kind: 'integer', label, sortable: true },
    { name: 'isEnable', kind: 'switch', on: 1, off: 0, label, readOnly: true },
    {
      name: 'auditState',
      kind: 'enum',
      valueType: 'number',
      label: 'res.merchant.product.fields.auditState',
      readOnly: true,
      options: [
        { value: 0, label: 'res.merchant.product.auditState.pending' },
        { value: 1, label: 'res.merchant.product.auditState.passed' },
        { value: 2, label: 'res.merchant.product.auditState.rejected' },
      ],
    },
    {
      name: 'adminMsg',
      kind: 'text',
      label,
      readOnly: true,
      rules: [
        { kind: 'required', message: REASON_REQUIRED, when: { field: 'auditState', in: [2] } },
        { kind: 'length', max: 50 },
      ],
    },
    { name: 'adminDate', kind: 'datetime', label, readOnly: true },
    { name: 'adminName', kind: 'text', label, readOnly: true },
    {
      name: 'useState',
      kind: 'enum',
      valueType: 'number',
      label,
      readOnly: true,
      options: [
        { value: 0, label: 'res.common.flags.no' },
        { value: 1, label: 'res.common.flags.yes' },
      ],
    },
    { name: 'writeoffDate', kind: 'date', label, readOnly: true },
    { name: 'writeoffUser', kind: 'text', label, readOnly: true },
  ] satisfies Field[],
});

/** The seeded platform administrator's role, which the test grants the ticket's buttons. */
const ADMINISTRATOR_ROLE = '1123598816738675201';

/** The table, and the ticket's buttons as menu rows granted to the administrator role (as a migration and a grant). */
const prepareTickets = (db: Database): void => {
  db.exec(createTableSql(ticketResource));
  const menu = db.prepare(
    "INSERT INTO blade_menu (id, parent_id, code, name, alias, category, action, is_open, sort) VALUES (?, '0', ?, ?, ?, 2, 2, 1, 0)",
  );
  const grant = db.prepare('INSERT INTO blade_role_menu (id, menu_id, role_id) VALUES (?, ?, ?)');
  ['add', 'edit', 'delete', 'enable', 'audit', 'writeoff'].forEach((button, index) => {
    const id = String(9_100_000_000_000_000_000n + BigInt(index));
    menu.run(id, `${TICKET_PERMISSION}_${button}`, button, button);
    grant.run(`${id}1`, id, ADMINISTRATOR_ROLE);
  });
};

/** A server of the registry's definitions and the ticket, signed in as the platform administrator. */
export const startTicketServer = async (): Promise<{ server: TestServer; token: string }> => {
  const server = await createTestServer({ resources: [...allResources(), ticketResource], prepare: prepareTickets });
  const token = (await server.signIn('admin', 'admin')).access_token;
  return { server, token };
};

export interface TicketRow {
  id: string;
  title: string;
  sort: number | null;
  is_enable: number | null;
  audit_state: number | null;
  admin_msg: string | null;
  admin_date: string | null;
  admin_name: string | null;
  use_state: number | null;
  writeoff_date: string | null;
  writeoff_user: string | null;
  update_time: string | null;
  is_deleted: number;
}

export const ticketRows = (db: Database): TicketRow[] =>
  db.prepare<[], TicketRow>('SELECT * FROM probe_ticket ORDER BY rowid').all();

/** A live ticket written straight to the table, in the given states. */
export const insertTicket = (db: Database, id: string, values: Partial<TicketRow> = {}): string => {
  db.prepare(
    `INSERT INTO probe_ticket (id, tenant_id, title, sort, is_enable, audit_state, use_state, is_deleted, status)
     VALUES (?, '000000', ?, ?, ?, ?, ?, 0, 1)`,
  ).run(
    id,
    values.title ?? `ticket ${id}`,
    values.sort ?? 0,
    values.is_enable ?? 0,
    values.audit_state ?? 0,
    values.use_state ?? 0,
  );
  return id;
};
