import * as content from './content/index';
import * as member from './member/index';
import * as merchant from './merchant/index';
import * as order from './order/index';
import type { RecordOfDefinition } from './record-type';
import * as system from './system/index';
import * as car from './car/index';
import * as canteen from './canteen/index';
import * as traffic from './traffic/index';
import * as welfare from './welfare/index';
import * as ops from './ops/index';
import * as activity from './activity/index';
import * as union from './union/index';
import * as city from './city/index';
import type { ResourceDef, ResourceDefinition, ResourceView } from './types';
import { crudVerbPaths } from './verb-paths';

/**
 * The areas of src/shared/resources, one line each: every definition an area's index exports is registered. A
 * new resource is one definition file and one `export * from './<file>'` line in its area's index; a new area is
 * its folder and one line here.
 */
const areas = { system, order, merchant, member, car, canteen, traffic, welfare, ops, content, activity, union, city };

type Areas = typeof areas;
type Exported = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];
/** Every definition the areas export, as its own type (its literal name and its record). */
type AnyDefinition = Extract<Exported, ResourceDefinition<string, unknown> & { readonly name: string }>;

/**
 * Resource name → record type, so data calls are typed by name alone: `getList('post')` resolves to
 * `PostRecord` rows with no generic at the call site. Derived from the areas, so it never needs editing.
 */
export type ResourceMap = { [D in AnyDefinition as D['name']]: RecordOfDefinition<D> };

export type ResourceName = keyof ResourceMap & string;

/** The record type of a resource by name. */
export type RecordOf<K extends ResourceName> = ResourceMap[K];

type Registry = { readonly [K in ResourceName]: ResourceDef<ResourceMap[K]> };

/** A definition among an area's exports (which also carry record types' helpers, constants, field builders). */
const isDefinition = (value: unknown): value is ResourceDef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResourceDef).name === 'string' &&
  typeof (value as ResourceDef).area === 'string' &&
  typeof (value as ResourceDef).endpoint === 'string' &&
  Array.isArray((value as ResourceDef).fields);

const collect = (): Registry => {
  const out: Record<string, ResourceDef> = {};
  for (const [area, exported] of Object.entries(areas)) {
    for (const value of Object.values(exported)) {
      if (!isDefinition(value)) continue;
      if (value.area !== area) throw new Error(`resource ${value.name} says area ${value.area} but lives in ${area}`);
      if (out[value.name] && out[value.name] !== value) throw new Error(`two resources are named ${value.name}`);
      out[value.name] = value;
    }
  }
  return out as unknown as Registry;
};

/** Every definition by name; each entry's `name` equals its key. */
export const resourceRegistry: Registry = collect();

export const resourceNames = Object.keys(resourceRegistry) as ResourceName[];

/** The definition of a resource, typed by its record. */
export const getResource = <K extends ResourceName>(name: K): ResourceDef<ResourceMap[K]> => resourceRegistry[name];

/** Narrows a name from outside (a route parameter, a menu path) to a known resource name. */
export const isResourceName = (name: string): name is ResourceName => Object.hasOwn(resourceRegistry, name);

/** Every definition, untyped by record: for code that walks them all (route registration, tests). */
export const allResources = (): ResourceDef[] => resourceNames.map((name): ResourceDef => resourceRegistry[name]);

const viewDefs = new Map<string, ResourceDef>();

/**
 * A definition as one of its views shows it: that screen's button codes and title, and read-only when the view
 * is (no add, edit, delete, import or actions). Made once per view, so screens keep their identity.
 */
export const viewDefinition = (def: ResourceDef, view: ResourceView): ResourceDef => {
  const key = `${def.name}:${view.menu}`;
  const known = viewDefs.get(key);
  if (known) return known;
  const made: ResourceDef = {
    ...def,
    menu: view.menu,
    permission: view.permission,
    title: view.title ?? def.title,
    ...(view.readOnly ? { readOnly: true, actions: [], import: false, verbs: { ...def.verbs, remove: null } } : {}),
  };
  viewDefs.set(key, made);
  return made;
};

/** The definition whose screen opens at a menu path (its own, an alias, or one of its views), if any. */
export const resourceForMenu = (path: string): ResourceDef | undefined => {
  for (const def of allResources()) {
    if (def.menu === path || (def.menuAliases ?? []).includes(path)) return def;
    const view = def.views?.find((candidate) => candidate.menu === path);
    if (view) return viewDefinition(def, view);
  }
  return undefined;
};

/**
 * Which resource and verb a request path names: `/api/blade-system/post/list` → `{ name: 'post', verb: 'list' }`.
 * The `/api` prefix is optional (bladex-contract.md §1.1); the longest matching endpoint wins, and where two
 * definitions share one (users and virtual users), the one whose CRUD verbs name the rest of the path.
 */
export const findResourceByPath = (path: string): { name: ResourceName; verb: string } | undefined => {
  const clean = path
    .split('?')[0]
    .replace(/^\/api(?=\/)/, '')
    .replace(/\/+$/, '');
  let best: { name: ResourceName; verb: string; length: number; owned: boolean } | undefined;
  for (const name of resourceNames) {
    const def = resourceRegistry[name];
    const { endpoint } = def;
    if (clean !== endpoint && !clean.startsWith(`${endpoint}/`)) continue;
    const verb = clean.slice(endpoint.length + 1);
    const owned = Object.values(crudVerbPaths(def)).includes(verb);
    if (best && (best.length > endpoint.length || (best.length === endpoint.length && (best.owned || !owned))))
      continue;
    best = { name, verb, length: endpoint.length, owned };
  }
  return best && { name: best.name, verb: best.verb };
};
