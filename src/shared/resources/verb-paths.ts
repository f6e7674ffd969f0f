import type { ResourceDef } from './types';

/** The verbs a definition names in `verbs`. */
export type CrudVerbName = 'list' | 'detail' | 'submit' | 'remove' | 'save' | 'update' | 'sort';

// Segments of letters, digits and hyphens (BladeX spells some with capitals: `Clist`), joined by single slashes.
const VERB_PATH = /^[A-Za-z][A-Za-z0-9-]*(\/[A-Za-z][A-Za-z0-9-]*)*$/;

/** Whether a verb is a plain relative path: no leading or doubled slash, no `..`, no query, nothing to escape. */
export const isVerbPath = (verb: string): boolean => VERB_PATH.test(verb);

/**
 * The path of one verb of a definition, without `/api`: `crudPath(postResource, 'list')` is
 * `/blade-system/post/list`, the virtual users' detail `/blade-system/user/virtser/detail`. Undefined for a verb
 * the definition does not have (`remove: null`, no `save`).
 */
export function crudPath(def: ResourceDef, verb: 'list' | 'detail'): string;
export function crudPath(def: ResourceDef, verb: CrudVerbName): string | undefined;
export function crudPath(def: ResourceDef, verb: CrudVerbName): string | undefined {
  const path = def.verbs[verb];
  return path === null || path === undefined ? undefined : `${def.endpoint}/${path}`;
}

/** The verbs a definition names, by verb (each only when it has one): the routes it owns. */
export const crudVerbPaths = (def: ResourceDef): Partial<Record<CrudVerbName, string>> => {
  const out: Partial<Record<CrudVerbName, string>> = {};
  for (const verb of ['list', 'detail', 'submit', 'remove', 'save', 'update', 'sort'] as const) {
    const path = def.verbs[verb];
    if (typeof path === 'string') out[verb] = path;
  }
  return out;
};

/**
 * How a form's record is written: `submit` (insert or update by the key) unless the contract splits it into
 * `save` and `update` (merchants, categories, products).
 */
export const writeVerbOf = (def: ResourceDef, mode: 'create' | 'update'): string | undefined =>
  (mode === 'create' ? def.verbs.save : def.verbs.update) ?? def.verbs.submit ?? undefined;
