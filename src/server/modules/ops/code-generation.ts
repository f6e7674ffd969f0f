import type { Database } from 'better-sqlite3';
import { definitionOf, definitionSource, kebabCase } from '../../codegen/definition-source';
import { definitionMigration, migrationSqlFor, nextMigrationVersion, schemaOf } from '../../codegen/migration-source';
import { modelProblems, type FieldModel, type ResourceModel } from '../../codegen/resource-model';
import { badRequest } from '../../http/errors';
import { isModelKind } from '../../../shared/codegen/field-kinds';
import type { SearchMode } from '../../../shared/resources/field';
import { camelCase } from './prototype-proposal';
import { tableColumns, withSource } from './table-source';

/** One file of a generation: where it goes in the source tree and what it holds. */
export interface GeneratedFile {
  path: string;
  content: string;
}

interface CodeRow {
  id: string;
  code_name: string;
  area: string;
  resource_name: string;
  menu_path: string | null;
  api_path: string;
  model_id: string;
}

interface PrototypeRow {
  jdbc_name: string;
  comment: string;
  property_name: string;
  component_type: string;
  is_list: number | null;
  is_form: number | null;
  is_required: number | null;
  is_query: number | null;
  query_type: string | null;
  dict_code: string | null;
}

const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `/tool/leave-type` → `tool_leave_type`: the menu code, the definition's button prefix. */
const permissionOf = (menu: string | null, resourceName: string): string =>
  (menu ?? '').replace(/^\//, '').replace(/[/-]/g, '_').toLowerCase() || snakeCase(resourceName);

/**
 * The model a code-generation task becomes (its fields from the saved prototypes), which `gen-code` previews and
 * 写入源码 hands to the scaffold's writer. A model that cannot become a definition answers 400 with each reason.
 */
export const resourceModelOf = (db: Database, code: CodeRow): ResourceModel => {
  const model = db
    .prepare<[string], { datasource_id: string; model_table: string; url: string }>(
      `SELECT m.datasource_id, m.model_table, d.url FROM blade_model m
       JOIN blade_datasource d ON d.id = m.datasource_id AND d.is_deleted = 0
       WHERE m.id = ? AND m.is_deleted = 0`,
    )
    .get(code.model_id);
  if (!model) throw badRequest(`“${code.code_name}”的数据模型或数据源不存在`);
  const prototypes = db
    .prepare<[string], PrototypeRow>(
      'SELECT * FROM blade_model_prototype WHERE model_id = ? AND is_deleted = 0 ORDER BY create_time, id',
    )
    .all(code.model_id);
  if (prototypes.length === 0) throw badRequest(`“${code.code_name}”的数据模型还没有字段，请先在模型中保存字段`);
  const columns = withSource(db, model.url, (source) => tableColumns(source, model.model_table));
  const existing = new Set(columns.map((column) => column.jdbcName));

  const fields: FieldModel[] = prototypes
    .filter((row) => row.is_form === 1 || row.is_list === 1)
    .map((row) => {
      const kind = isModelKind(row.component_type) ? row.component_type : 'text';
      return {
        name: row.property_name || camelCase(row.jdbc_name),
        kind,
        labelZh: row.comment,
        labelEn: row.property_name,
        ...(row.is_required === 1 ? { required: true } : {}),
        ...(kind === 'dict' && row.dict_code ? { dict: row.dict_code } : {}),
        search: row.is_query === 1,
        ...(row.query_type ? { searchMode: row.query_type as SearchMode } : {}),
        table: row.is_list === 1,
      };
    });
  const resourceModel: ResourceModel = {
    area: code.area,
    name: code.resource_name,
    titleZh: code.code_name,
    titleEn: code.resource_name,
    ...(code.menu_path ? { menu: code.menu_path } : {}),
    endpoint: code.api_path,
    table: model.model_table,
    permission: permissionOf(code.menu_path, code.resource_name),
    base: existing.has('tenant_id') || !existing.has('id') ? 'tenant' : 'base',
    fields,
  };
  const problems = modelProblems(resourceModel);
  if (problems.length > 0) throw badRequest(`“${code.code_name}”无法生成：${problems.join('；')}`);
  return resourceModel;
};

/**
 * The files `gen-code` answers for one code-generation task, the same the scaffold command writes: the definition
 * (src/shared/resources/<area>/<name>.ts), its line in the area's index, and the migration giving this database what
 * the definition declares that it lacks (none when it already agrees), the one the scaffold writes.
 */
export const generateFiles = (
  db: Database,
  code: CodeRow,
  now: Date,
  knownVersions: readonly number[],
): GeneratedFile[] => {
  const resourceModel = resourceModelOf(db, code);
  const file = kebabCase(code.resource_name);
  const files: GeneratedFile[] = [
    { path: `src/shared/resources/${code.area}/${file}.ts`, content: definitionSource(resourceModel) },
    { path: `src/shared/resources/${code.area}/index.ts`, content: `export * from './${file}';\n` },
  ];
  // The migration 写入源码 writes (scripts/scaffold/write-migration.ts), against this database: the columns the table
  // lacks, or the whole table when it is not here (one read from a SQLite file).
  const def = definitionOf(resourceModel);
  const sql = migrationSqlFor(def, schemaOf(db));
  if (sql !== undefined) files.push(definitionMigration(def, sql, nextMigrationVersion(now, knownVersions)));
  return files;
};

export type { CodeRow };
