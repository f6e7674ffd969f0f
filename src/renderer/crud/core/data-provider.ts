import type { BladeFile, TreeNode } from '../../../shared/bladex';
import type { QueryParams, ResourceAction, ResourceDef } from '../../../shared/resources';

/** A record as the wire carries it (ids as text, dates as `yyyy-MM-dd HH:mm:ss`, empty for null). */
export type WireRecord = Readonly<Record<string, unknown>>;

/** A row typed by its definition's record, as far as the wire can be trusted: any property may be missing. */
export type RowOf<R> = Partial<R> & WireRecord;

export interface ListRequest {
  current: number;
  size: number;
  /** Filters already in wire form (`toQueryParams`), plus fixed ones (a dictionary's `parentId`). */
  query: QueryParams;
  /** snake_case sort columns, comma-joined (bladex-contract.md §1.5). */
  ascs?: string;
  descs?: string;
}

export interface ListPage<R> {
  records: RowOf<R>[];
  total: number;
}

/** How an action is called: the selection, one row, a body built by a dialog, extra query parameters. */
export interface ActionCall {
  ids?: readonly string[];
  id?: string;
  params?: QueryParams;
  body?: unknown;
}

/** A file to upload (multipart `file`), already checked by the caller. */
export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** Names the upload in the host's `upload.progress` events; none are sent without it. */
  uploadId?: string;
}

/**
 * Everything the CRUD screens ask of a server, in the engine's terms. The one implementation that matters
 * is `createBladeRestProvider` (the BladeX dialect over `http.request`); tests pass `testDataProvider`.
 * Every method rejects with a `CrudError` on failure.
 */
export interface DataProvider {
  /** A page of a flat list (also accepts a plain array answer: `records` = the array). */
  getList<R>(def: ResourceDef<R>, request: ListRequest, verb?: string): Promise<ListPage<R>>;
  /** A tree list (`R<List<VO>>` nested by `children`); `verb` defaults to the list verb. */
  getTree<R>(def: ResourceDef<R>, query: QueryParams, verb?: string): Promise<RowOf<R>[]>;
  /** One level of a lazy tree: the children of `parent` (`lazy-list?parentId=` / `?parentCode=`). */
  getChildren<R>(def: ResourceDef<R>, parent: string, query?: QueryParams): Promise<RowOf<R>[]>;
  getOne<R>(def: ResourceDef<R>, key: string): Promise<RowOf<R>>;
  /**
   * Writes a form's record: `POST submit` (insert without a key, update — a patch — with one), or `save` /
   * `update` where the definition splits them; `mode` says which when the caller knows.
   */
  submit<R>(def: ResourceDef<R>, record: Readonly<Record<string, unknown>>, mode?: 'create' | 'update'): Promise<void>;
  remove(def: ResourceDef, keys: readonly string[]): Promise<void>;
  runAction(def: ResourceDef, action: ResourceAction, call: ActionCall): Promise<unknown>;
  /** TreeNode lists of a resource's tree endpoint (`tree`, `lazy-tree?parentCode=`). */
  getTreeNodes(def: ResourceDef, query?: QueryParams, verb?: string): Promise<TreeNode[]>;
  /** Any other call of the contract; answers the envelope's `data`. */
  custom(request: { method: 'GET' | 'POST'; url: string; params?: QueryParams; data?: unknown }): Promise<unknown>;
  /** `put-file` unless `url` names another upload endpoint of the contract (`put-file-attach`). */
  upload(file: UploadFile, url?: string): Promise<BladeFile>;
}
