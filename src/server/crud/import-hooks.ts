import type { SchemaMode } from '../../shared/resources/index';
import type { Identity } from '../auth/identity';
import type { Row } from '../http/wire';
import type { ColumnValues } from './resource-store';
import type { WriteArgs, WriteHooks } from './submit';

/** One row of a file that passed every check, ready to be written. */
export interface PlannedRow {
  /** The sheet row as Excel numbers it. */
  readonly row: number;
  readonly mode: SchemaMode;
  /** The store key of the row an update overwrites. */
  readonly key?: string;
  /** The validated columns; `beforeImport` may still add to them. */
  readonly values: ColumnValues;
  /** What was validated: the cells as submit values, with what `completeRow` added. */
  readonly input: Readonly<Record<string, unknown>>;
  readonly existing?: Row;
}

export interface ImportPlan {
  readonly rows: readonly PlannedRow[];
}

/**
 * What a resource's module adds to the engine's import of its definition (`hooks.import`); every part is
 * optional, and a definition without hooks imports with its schema, unique fields and write hooks alone.
 */
export interface ImportHooks {
  /** Other headers a file may use for a property's column (another server's template: BladeX's UserExcel). */
  readonly headerAliases?: Readonly<Record<string, readonly string[]>>;
  /**
   * The template's example row, cells by property as typed. Its first column's text marks it: a file row
   * holding that text in the first column is skipped, so a template uploaded untouched writes nothing.
   */
  sampleRow?(identity: Identity): Readonly<Record<string, string>>;
  /** Fills what a sheet does not carry, before the row is validated (a new user's initial password). */
  completeRow?(input: Record<string, unknown>, mode: SchemaMode, identity: Identity): void;
  /**
   * Row checks beyond the schema and the unique fields, as property → message; run while planning and again
   * inside the write's transaction (a row another request wrote in between still refuses the file).
   */
  checkRow?(args: WriteArgs): Readonly<Record<string, string>> | undefined;
  /** Refuses the whole file with an HttpError (a tenant's account quota); the preview runs it too. */
  checkPlan?(plan: ImportPlan, identity: Identity): void;
  /** Once, before the transaction of an import (never a preview): finish the rows' columns (one password hash). */
  beforeImport?(plan: ImportPlan, identity: Identity): void | Promise<void>;
  /**
   * The write hooks imported rows get instead of the definition's own (which run by default, so a region's
   * derived columns come out as a submit makes them): where a per-row hook would be too slow for a file.
   */
  readonly writeHooks?: WriteHooks;
}
