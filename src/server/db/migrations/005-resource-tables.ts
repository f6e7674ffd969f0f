import {
  apiScopeResource,
  dataScopeResource,
  ossResource,
  smsResource,
  tenantPackageResource,
  type ResourceDef,
} from '../../../shared/resources/index';
import { createTableSql } from '../../crud/ddl';
import type { Migration } from './types';

/**
 * The definitions whose tables this migration creates from their fields (src/server/crud/ddl.ts). Every
 * other definition maps onto a hand-written table of migrations 001–003. A definition changed later needs
 * its own ALTER migration: the drift check (crud/schema-drift.ts) fails until the table matches.
 */
export const RESOURCE_TABLES_005: readonly ResourceDef[] = [
  dataScopeResource,
  apiScopeResource,
  tenantPackageResource,
  ossResource,
  smsResource,
];

export const migration005: Migration = {
  version: 5,
  name: 'resource-tables',
  sql: RESOURCE_TABLES_005.map(createTableSql).join('\n\n'),
};
