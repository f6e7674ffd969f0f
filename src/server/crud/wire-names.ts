import type { Database } from 'better-sqlite3';
import { keyOf, type DictField, type ResourceDef } from '../../shared/resources/index';
import type { Identity } from '../auth/identity';
import type { ReadMemo } from '../db/read-memo';
import type { WireObject } from '../http/wire';
import type { ResourceStore } from './resource-store';
import { defaultTitle } from './tree-nodes';

/**
 * What BladeX's VOs add to every answered row beyond the entity's columns, for any definition (bladex-contract.md
 * §3.1, §5, §6; issue 17):
 *
 * - `<field>Name` for each dictionary field: the item's label (`categoryName` of a post, `scopeTypeName` of a
 *   scope, `sexName`), labels joined by `,` for a multiple choice, `''` for no value;
 * - `parentName` for a tree: the parent row's title (`''` at the root), as RoleVO, DeptVO, MenuVO and RegionVO;
 * - the other flavour's name of a column (`wireAliases`: a tenant's `domain` beside X's `domainUrl`, a region's
 *   `level` beside X's `regionLevel`), so a client of either flavour reads its own.
 *
 * A property the row already has (a module's `decorate`) is left as it is. Lookups are read once until the next
 * write (db/read-memo.ts).
 */
export const createWireNames = (
  db: Database,
  def: ResourceDef,
  store: ResourceStore,
  memo: ReadMemo,
): ((rows: WireObject[], identity: Identity) => WireObject[]) => {
  const dictFields = def.fields.filter(
    (field): field is DictField<string> => field.kind === 'dict' && !field.virtual && !field.serverOnly,
  );
  const systemItems = db.prepare<[string], { k: string; v: string }>(
    "SELECT dict_key AS k, dict_value AS v FROM blade_dict WHERE code = ? AND parent_id <> '0' AND is_deleted = 0",
  );
  const businessItems = db.prepare<[string, string], { k: string; v: string }>(
    `SELECT dict_key AS k, dict_value AS v FROM blade_dict_biz
     WHERE tenant_id = ? AND code = ? AND parent_id <> '0' AND is_deleted = 0`,
  );
  const labelsOf = (field: DictField<string>, tenantId: string): ReadonlyMap<string, string> =>
    memo.get(`dict-labels:${field.source}:${field.source === 'dict' ? '' : tenantId}:${field.dict}`, () => {
      const rows = field.source === 'dict' ? systemItems.all(field.dict) : businessItems.all(tenantId, field.dict);
      return new Map(rows.map((row) => [String(row.k), row.v]));
    });

  const parentProperty = def.tree?.parentField;
  const parentColumn = parentProperty ? store.byProperty.get(parentProperty)?.column : undefined;
  const titleColumn = store.byProperty.get(defaultTitle(def))?.column;
  const keyProperty = keyOf(def);
  const parentTitles =
    parentColumn && titleColumn
      ? (identity: Identity, keys: string[]): Map<string, string> => {
          const scope = store.scope(identity);
          const found = db
            .prepare<unknown[], { k: string; t: string | null }>(
              `SELECT ${store.keyColumn} AS k, ${titleColumn} AS t FROM ${store.table}
               WHERE ${scope.sql} AND ${store.keyColumn} IN (SELECT value FROM json_each(?))`,
            )
            .all(...scope.params, JSON.stringify(keys));
          return new Map(found.map((row) => [String(row.k), row.t ?? '']));
        }
      : null;
  const aliases = Object.entries(def.wireAliases ?? {});

  if (dictFields.length === 0 && !parentTitles && aliases.length === 0) return (rows) => rows;

  return (rows, identity) => {
    const parents = parentTitles && parentProperty ? wantedParents(rows, parentProperty, keyProperty) : null;
    const titles = parents && parentTitles ? parentTitles(identity, parents.missing) : new Map<string, string>();
    return rows.map((row) => {
      const named: WireObject = { ...row };
      for (const field of dictFields) {
        const property = `${field.name}Name`;
        if (property in named) continue;
        const value = row[field.name];
        const labels = labelsOf(field, identity.tenantId);
        named[property] =
          value === undefined || value === null || value === '' || value === -1
            ? ''
            : String(value)
                .split(',')
                .map((key) => labels.get(key.trim()) ?? '')
                .filter((label) => label !== '')
                .join(',');
      }
      if (parents && parentProperty && !('parentName' in named)) {
        const parent = String(row[parentProperty] ?? '');
        named.parentName = parents.inRows.get(parent) ?? titles.get(parent) ?? '';
      }
      for (const [property, alias] of aliases) if (!(alias in named) && property in row) named[alias] = row[property];
      return named;
    });
  };

  /** Parents found among the answered rows themselves (a tree list), and the keys still to read. */
  function wantedParents(rows: WireObject[], parent: string, key: string) {
    const title = defaultTitle(def);
    const inRows = new Map(rows.map((row) => [String(row[key]), String(row[title] ?? '')]));
    const missing = [
      ...new Set(rows.map((row) => String(row[parent] ?? '')).filter((k) => k !== '' && !inRows.has(k))),
    ];
    return { inRows, missing };
  }
};
