import type { z } from 'zod';
import {
  describeIssues,
  keyOf,
  recordSchema,
  resourceText,
  type ImportRowError,
  type SchemaMode,
} from '../../shared/resources/index';
import type { Identity } from '../auth/identity';
import { HttpError } from '../http/errors';
import type { Row } from '../http/wire';
import type { CrudServices } from './crud-services';
import { createDictItemsLookup, memoiseDictItems } from './dict-items';
import type { ImportColumn } from './import-columns';
import type { ImportHooks, ImportPlan, PlannedRow } from './import-hooks';
import { cellValue } from './import-cells';
import { createImportLookups } from './import-lookups';
import type { SheetRow } from './import-sheet';
import { rowsHolding, tableProblems, uniqueCheck } from './import-held';
import type { ColumnValues, ResourceStore } from './resource-store';
import type { WriteArgs, WriteHooks } from './submit';

/** A file row as the plan saw it, written or not: what the preview shows. */
export interface CheckedRow {
  readonly row: number;
  readonly mode: SchemaMode;
}

export interface PlanOutcome {
  readonly plan: ImportPlan;
  readonly checked: readonly CheckedRow[];
  readonly errors: readonly ImportRowError[];
}

export interface PlanArgs {
  readonly services: CrudServices;
  readonly store: ResourceStore;
  readonly identity: Identity;
  /** Every column of the import (the sheet may name fewer). */
  readonly columns: readonly ImportColumn[];
  readonly rows: readonly SheetRow[];
  /** Rows whose key an existing row has overwrite it (isCovered=1) instead of being refused. */
  readonly covered: boolean;
  readonly hooks: ImportHooks;
  /** The write hooks of imported rows: the import's own, or the definition's. */
  readonly writeHooks: WriteHooks;
}

/** A unique or key value two rows of the file share: the second names the first. */
const duplicateOf = (header: string, firstRow: number) => `${header}与第${firstRow}行重复`;

/** A row that passed its own checks and waits for the table's: unique values, the module's checks, hooks. */
interface Candidate {
  readonly row: number;
  readonly mode: SchemaMode;
  readonly input: Record<string, unknown>;
  readonly values: ColumnValues;
  readonly existing?: Row;
  readonly existingKey?: string;
}

/**
 * Every row checked before anything is written, the way a submit checks one: cells to values (options, names in
 * the caller's tenant), the key (found → overwritten when covering, else refused as taken; twice in the file →
 * refused), the definition's own schema with the spec's messages (`create`, or `update` for a row overwritten),
 * unique fields in the file and in the table, the module's row checks, then the write hooks' `beforeWrite` (which
 * may refuse a row; it must not write). Every row's every problem is collected, in sheet order. The table is read
 * once per key or unique column for the whole file, not once per row.
 */
export const planImport = async (args: PlanArgs): Promise<PlanOutcome> => {
  const { services, store, identity, columns, rows, covered, hooks, writeHooks } = args;
  const { def } = store;
  const db = services.ctx.db;
  const lookups = createImportLookups(db, identity.tenantId);
  const schemaOptions = { dictItems: memoiseDictItems(createDictItemsLookup(db, identity.tenantId)) };
  const schemas = {
    create: recordSchema(def, 'create', schemaOptions),
    update: recordSchema(def, 'update', schemaOptions),
  };
  const keyColumn = columns.find((column) => column.key);
  const keyStore = keyColumn ? store.byProperty.get(keyColumn.field.name) : undefined;
  const takenMessage = keyColumn?.field.unique
    ? resourceText(keyColumn.field.unique)
    : `${keyColumn?.header ?? ''}已存在`;
  const existingByKey = new Map<string, Row>();
  if (keyColumn && keyStore) {
    const keys = [...new Set(rows.flatMap(({ cells }) => cells[keyColumn.field.name] ?? []))];
    for (const row of rowsHolding(store, identity, keyStore.column, keys))
      existingByKey.set(String(row[keyStore.column]), row);
  }
  const uniqueColumns = columns.filter((column) => column.field.unique && !column.key);
  const firstRows = new Map<string, Map<string, number>>();
  const firstRowOf = (property: string, value: string, row: number): number | undefined => {
    const seen = firstRows.get(property) ?? new Map<string, number>();
    firstRows.set(property, seen);
    const first = seen.get(value);
    if (first === undefined) seen.set(value, row);
    return first;
  };
  const defaults = def.fields.filter((field) => field.defaultValue !== undefined);
  const problemsByRow = new Map<number, Map<string, string>>();
  const refuse = (row: number, property: string, message: string) => {
    const problems = problemsByRow.get(row) ?? new Map<string, string>();
    problemsByRow.set(row, problems);
    if (!problems.has(property)) problems.set(property, message);
  };
  const checked: CheckedRow[] = [];
  const candidates: Candidate[] = [];

  for (const { row, cells } of rows) {
    const input: Record<string, unknown> = {};
    for (const column of columns) {
      const text = cells[column.field.name];
      if (text === undefined) continue;
      const converted = cellValue(column, text, lookups);
      if ('problem' in converted) refuse(row, column.field.name, converted.problem);
      else input[column.field.name] = converted.value;
    }

    const keyText = keyColumn ? cells[keyColumn.field.name] : undefined;
    const existing = keyText === undefined ? undefined : existingByKey.get(keyText);
    if (keyColumn && keyText !== undefined) {
      const first = firstRowOf(keyColumn.field.name, keyText, row);
      if (first !== undefined) refuse(row, keyColumn.field.name, duplicateOf(keyColumn.header, first));
      else if (existing && !covered) refuse(row, keyColumn.field.name, takenMessage);
    }
    const mode: SchemaMode = existing && covered ? 'update' : 'create';
    const existingKey = existing ? String(existing[store.keyColumn]) : undefined;
    checked.push({ row, mode });
    if (mode === 'create')
      for (const field of defaults) if (input[field.name] === undefined) input[field.name] = field.defaultValue;
    hooks.completeRow?.(input, mode, identity);
    if (mode === 'update') input[keyOf(def)] = existingKey;

    const parsed = schemas[mode].safeParse(input);
    if (!parsed.success) {
      for (const [property, message] of Object.entries(describeIssues(parsed.error as z.ZodError, 'zh').fieldErrors))
        refuse(row, property, message);
      continue;
    }
    for (const column of uniqueColumns) {
      const value = input[column.field.name];
      if (typeof value !== 'string' || value === '') continue;
      const first = firstRowOf(column.field.name, value, row);
      if (first !== undefined) refuse(row, column.field.name, duplicateOf(column.header, first));
    }
    if (problemsByRow.has(row)) continue;
    const values = store.toColumns(parsed.data as Record<string, unknown>);
    candidates.push({
      row,
      mode,
      input,
      values,
      ...(existing ? { existing } : {}),
      ...(existingKey ? { existingKey } : {}),
    });
  }

  const unique = uniqueCheck(
    store,
    identity,
    candidates.map((candidate) => candidate.values),
    keyColumn?.field.name,
  );
  const plannedByKey = new Map<string, ColumnValues>();
  const planned: PlannedRow[] = [];
  for (const { row, mode, input, values, existing, existingKey } of candidates) {
    const writeArgs: WriteArgs = {
      mode,
      identity,
      values,
      input,
      ...(existing ? { existing } : {}),
      planned: (key) => plannedByKey.get(key),
    };
    for (const [property, message] of tableProblems(store, hooks, writeArgs, existingKey, unique))
      refuse(row, property, message);
    if (!problemsByRow.has(row)) {
      try {
        await writeHooks.beforeWrite?.(writeArgs);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refuse(row, '_', error.message);
      }
    }
    if (problemsByRow.has(row)) continue;
    planned.push({
      row,
      mode,
      values,
      input,
      ...(existingKey ? { key: existingKey } : {}),
      ...(existing ? { existing } : {}),
    });
    const storeKey = values[store.keyColumn];
    if (storeKey !== undefined && storeKey !== null) plannedByKey.set(String(storeKey), values);
  }

  const errors = rows.flatMap(({ row }) =>
    [...(problemsByRow.get(row) ?? [])].map(([field, message]): ImportRowError => ({ row, field, message })),
  );
  return { plan: { rows: planned }, checked, errors };
};
