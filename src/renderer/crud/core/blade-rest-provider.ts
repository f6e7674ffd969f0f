import type { BladeFile, TreeNode } from '../../../shared/bladex';
import type { InvokeInput } from '../../../shared/contract/channels';
import { keyOf, writeVerbOf, type QueryParams, type ResourceDef } from '../../../shared/resources';
import { bladex, unwrapEnvelope } from '../../platform/bladex-client';
import { uploadOrLog } from '../../platform/request-or-log';
import { CrudError } from './crud-error';
import type { DataProvider, ListPage, RowOf, WireRecord } from './data-provider';

/** Where uploads go (bladex-contract.md §7.1). */
export const PUT_FILE_URL = '/api/blade-resource/oss/endpoint/put-file';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const rowsOf = (value: unknown): WireRecord[] => (Array.isArray(value) ? value.filter(isRecord) : []);

type Params = NonNullable<InvokeInput<'http.request'>['params']>;

/** One call through the renderer's BladeX client (the `R` envelope read and failures logged there). */
const call = (method: 'GET' | 'POST', url: string, params?: Params, data?: unknown): Promise<unknown> =>
  method === 'GET' ? bladex.get(url, params) : bladex.post(url, params, data);

const urlOf = (def: ResourceDef, verb: string) => `/api${def.endpoint}/${verb}`;

/** A page answer, or a plain list (some X lists answer arrays), as one shape. */
const pageOf = <R>(data: unknown): ListPage<R> => {
  if (Array.isArray(data)) return { records: rowsOf(data) as RowOf<R>[], total: data.length };
  if (!isRecord(data)) return { records: [], total: 0 };
  const records = rowsOf(data.records) as RowOf<R>[];
  const total = Number(data.total);
  return { records, total: Number.isFinite(total) ? total : records.length };
};

/**
 * The BladeX REST dialect (bladex-contract.md §1.5–§1.7), over the host's `http.request`:
 *
 * | method        | call                                                                    |
 * | ------------- | ----------------------------------------------------------------------- |
 * | `getList`     | `GET <endpoint>/list|page?current&size&ascs&descs&<filters>` → Page      |
 * | `getTree`     | `GET <endpoint>/list?<filters>` → nested VO list                         |
 * | `getChildren` | `GET <endpoint>/lazy-list?parentId=` (regions `?parentCode=`)            |
 * | `getOne`      | `GET <endpoint>/detail?id=` (regions `?code=`)                           |
 * | `submit`      | `POST <endpoint>/submit` with the JSON record                            |
 * | `remove`      | `POST <endpoint>/remove?ids=1,2` (regions `?id=`)                        |
 * | `runAction`   | `<method> <endpoint>/<action.path>?<param>=<ids>` (+ JSON body)          |
 * | `getTreeNodes`| `GET <endpoint>/tree` (or the definition's tree verb) → TreeNode list    |
 * | `upload`      | `POST /blade-resource/oss/endpoint/put-file` (or the given url; `file`) |
 *
 * Every answer is unwrapped from `R`; a failure (host, network, non-200 code) rejects with a CrudError
 * carrying the server's `msg`, and lands in the error log (spec 000 §4).
 */
export const createBladeRestProvider = (): DataProvider => ({
  async getList<R>(def: ResourceDef<R>, request: Parameters<DataProvider['getList']>[1], verb?: string) {
    const params: Params = { ...request.query, current: request.current, size: request.size };
    if (request.ascs) params.ascs = request.ascs;
    if (request.descs) params.descs = request.descs;
    return pageOf<R>(await call('GET', urlOf(def, verb ?? def.verbs.list), params));
  },
  async getTree<R>(def: ResourceDef<R>, query: QueryParams, verb?: string) {
    const data = await call('GET', urlOf(def, verb ?? def.verbs.list), query);
    return (Array.isArray(data) ? rowsOf(data) : pageOf<R>(data).records) as RowOf<R>[];
  },
  async getChildren<R>(def: ResourceDef<R>, parent: string, query: QueryParams = {}) {
    const verb = def.tree?.lazyVerb ?? def.verbs.list;
    const parentParam = def.tree?.parentField ?? 'parentId';
    const data = await call('GET', urlOf(def, verb), { ...query, [parentParam]: parent });
    return (Array.isArray(data) ? rowsOf(data) : pageOf<R>(data).records) as RowOf<R>[];
  },
  async getOne<R>(def: ResourceDef<R>, key: string) {
    const data = await call('GET', urlOf(def, def.verbs.detail), { [keyOf(def)]: key });
    if (!isRecord(data)) throw new CrudError({ code: 'http', message: '', status: 404 });
    return data as RowOf<R>;
  },
  async submit(def, record, mode) {
    const verb = writeVerbOf(def, mode ?? (record[keyOf(def)] ? 'update' : 'create'));
    if (!verb) throw new CrudError({ code: 'internal', message: `${def.name} cannot be written` });
    await call('POST', urlOf(def, verb), undefined, record);
  },
  async remove(def, keys) {
    if (!def.verbs.remove) throw new CrudError({ code: 'internal', message: `${def.name} has no remove` });
    await call('POST', urlOf(def, def.verbs.remove), { [def.verbs.removeParam]: keys.join(',') });
  },
  async runAction(def, action, input) {
    const params: Params = { ...input.params };
    if (action.input.kind === 'ids' && input.ids) params[action.input.param] = input.ids.join(',');
    if (action.input.kind === 'id' && input.id !== undefined) params[action.input.param] = input.id;
    // A body action the engine applies itself names its rows in the body (`{id}` for one, `{ids}` for several).
    const body =
      input.body ??
      (action.input.kind === 'body' && action.effect
        ? input.id !== undefined
          ? { id: input.id }
          : { ids: (input.ids ?? []).join(',') }
        : undefined);
    return call(action.method, urlOf(def, action.path), params, body);
  },
  async getTreeNodes(def, query = {}, verb) {
    const data = await call('GET', urlOf(def, verb ?? def.tree?.treeVerb ?? 'tree'), query);
    return rowsOf(data) as unknown as TreeNode[];
  },
  custom: ({ method, url, params, data }) => call(method, url, params, data),
  async upload(file, url = PUT_FILE_URL) {
    const result = await uploadOrLog({
      url,
      fileName: file.name,
      mimeType: file.type || 'application/octet-stream',
      bytes: file.bytes,
      ...(file.uploadId === undefined ? {} : { uploadId: file.uploadId }),
    });
    if (!result.ok) throw new CrudError(result.error);
    const data = unwrapEnvelope<unknown>(result.data.status, result.data.data);
    if (isRecord(data) && typeof data.link === 'string') return data as unknown as BladeFile;
    throw new CrudError({ code: 'http', message: '', status: result.data.status });
  },
});
