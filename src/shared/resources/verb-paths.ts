import type { ResourceDef } from './types';

/** The four CRUD verbs a definition names in `verbs`. */
export type CrudVerbName = 'list' | 'detail' | 'submit' | 'remove';

// Segments of letters, digits and hyphens (BladeX spells some with capitals: `Clist`), joined by single slashes.
const VERB_PATH = /^[A-Za-z][A-Za-z0-9-]*(\/[A-Za-z][A-Za-z0-9-]*)*$/;

/** Whether a verb is a plain relative path: no leading or doubled slash, no `..`, no query, nothing to escape. */
export const isVerbPath = (verb: string): boolean => VERB_PATH.test(verb);

/**
 * The path of one CRUD verb of a definition, without `/api`: `crudPath(postResource, 'list')` is
 * `/blade-system/post/list`, the virtual users' detail `/blade-system/user/virtser/detail`. `remove` is
 * undefined for a definition without one.
 */
export function crudPath(def: ResourceDef, verb: 'list' | 'detail' | 'submit'): string;
export function crudPath(def: ResourceDef, verb: CrudVerbName): string | undefined;
export function crudPath(def: ResourceDef, verb: CrudVerbName): string | undefined {
  const path = def.verbs[verb];
  return path === null ? undefined : `${def.endpoint}/${path}`;
}

/** The CRUD verbs a definition names, by verb (remove only when it has one): the routes it owns. */
export const crudVerbPaths = (def: ResourceDef): Partial<Record<CrudVerbName, string>> => {
  const { list, detail, submit, remove } = def.verbs;
  return { list, detail, submit, ...(remove === null ? {} : { remove }) };
};
