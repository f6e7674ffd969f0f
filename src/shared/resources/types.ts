import type { ResourceAction } from './actions';
import type { Field } from './field';
import type { ResourceTextKey } from './text';

export type { ActionEffect, ActionInput, ActionPlacement, ResourceAction } from './actions';

/**
 * A verb the contract spells as a path of several segments rather than one standard word (the virtual users'
 * `page/virtual/users`, `virtser/detail`, `submit/virtual`, `virtser/remove` under `/blade-system/user`).
 * Needing a `/` keeps a misspelt standard verb (`detial`) a compile error; `isVerbPath` checks the characters.
 */
export type NestedVerb = `${string}/${string}`;

/**
 * The CRUD verbs of bladex-contract.md §1.7, relative to `endpoint`; `remove: null` when there is none. Every
 * consumer (server routes, the renderer's data provider, export, tests) builds its paths from these, so a
 * resource whose routes are not the standard words only says so here.
 */
export interface ResourceVerbs {
  readonly list: 'list' | 'page' | NestedVerb;
  readonly detail: 'detail' | NestedVerb;
  /** Insert or update by whether the body has a key; `null` where the contract splits it into `save`/`update`. */
  readonly submit: 'submit' | NestedVerb | null;
  readonly remove: 'remove' | NestedVerb | null;
  /** `ids` (comma list) everywhere except regions, which remove one `id` (its code). */
  readonly removeParam: 'ids' | 'id';
  /** Insert only (merchants, categories, products): a body's key is ignored. */
  readonly save?: 'save' | NestedVerb;
  /** Update only: a body without its key is refused. */
  readonly update?: 'update' | NestedVerb;
  /** `POST update/sort` with `[{id, sort}]`: many rows' sort numbers in one request (drag to sort). */
  readonly sort?: 'sort' | NestedVerb;
}

/** Another screen of a definition's rows (see `ResourceDefinition.views`). */
export interface ResourceView {
  readonly menu: string;
  /** The button-code prefix of that screen (its menu's code). */
  readonly permission: string;
  readonly title?: ResourceTextKey;
  /** No add, edit, delete or actions there, whatever the user may do on the main screen. */
  readonly readOnly?: boolean;
}

/** A text tree of one resource: its `title`, field labels under `fields`, messages, option labels. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** A resource's own texts in both languages; `en` has the shape of `zh`. */
export interface ResourceTexts {
  readonly zh: TextTree & { readonly title: string };
  readonly en: TextTree & { readonly title: string };
}

/**
 * Excel import of a resource's rows (`<endpoint>/import-template`, `import-preview`, `import`; src/server/crud
 * README "Import"): the columns are `fields` (default: every writable field of a create a cell can hold) in that
 * order; rows are validated with the create schema and written all or nothing. `key`: a field whose value finds an
 * existing row to update instead of inserting (when the operator asks to overwrite). `bladexVerbs`: the
 * contract's own paths of the same template and import (`export-template`, `import-user`), served as aliases.
 */
export interface ImportSpec {
  readonly fields?: readonly string[];
  readonly key?: string;
  readonly bladexVerbs?: { readonly template: string; readonly import: string };
}

/** Tree resources: the parent property, and the lazy list that answers one level at a time. */
export interface TreeShape {
  readonly parentField: string;
  /** `lazy-list?parentId=`: answers the children of one node with `hasChildren`. */
  readonly lazyVerb?: string;
  /** The TreeNode list for pickers (`GET <endpoint>/tree`). */
  readonly treeVerb: string;
}

export interface SortSpec {
  readonly field: string;
  readonly order: 'asc' | 'desc';
}

/**
 * A resource: plain data the server turns into a table and routes and the renderer into a screen.
 *
 * - `name`: registry key; `title`: i18n key; `endpoint`: base path without `/api` (`/blade-system/post`).
 * - `table`: the SQLite table; `tenantScoped`: has `tenant_id`, filtered and set from the token;
 *   `audit`: has the BaseEntity columns (create_user, create_dept, create_time, update_user, update_time,
 *   status) set server-side; `softDelete`: `is_deleted` (remove sets 1, lists read 0), else rows are deleted.
 * - `idKind`: `snowflake` string `id`, or `code` (a natural key in `keyField`, e.g. regions' `code`).
 * - `shape`: `flat` lists answer `R<Page>`; `tree` lists answer `R<List<VO>>` nested by `tree.parentField`.
 * - `filterStyle`: `map` lists take the §1.6 suffix convention; `entity` lists bind to the entity and
 *   compare with equality (post, topmenu, client in BladeX).
 * - `permission`: button-code prefix: `<prefix>_add`, `_edit`, `_delete`, `_view`; actions carry their own.
 * - `readOnly`: no add or edit (remove still follows `verbs.remove`); `noView`: no view action;
 *   `noAdd`: no add, while edit (of the writable fields) stays: rows another system creates (orders from the app).
 * - `defaultSort`: when the request names none (default `createTime desc` with `audit`, else `sort asc`).
 * - `pageSizes` / `defaultPageSize`: 10/30/50/100/200 and 10 unless said.
 * - `export` / `import`: the list offers Excel export of the current search / import.
 */
export interface ResourceDefinition<K extends string = string, R = unknown> {
  readonly name: string;
  /** The folder of `src/shared/resources` it lives in; its texts are `res.<area>.<name>.*`. */
  readonly area: string;
  readonly title: ResourceTextKey;
  /** The menu path its screen opens at (`/welfare/coupon`); none when it only serves other screens. */
  readonly menu?: string;
  /** Other menu paths that open the same screen (BladeX's own path beside ours). */
  readonly menuAliases?: readonly string[];
  /**
   * Other screens over the same rows under their own menu and button codes (the read-only merchant list beside
   * merchant management): holders of the view's codes may read the rows; the screen shows what the view allows.
   */
  readonly views?: readonly ResourceView[];
  /** Its texts (zh, en) under `res.<area>.<name>`; absent only for definitions sharing another's. */
  readonly texts?: ResourceTexts;
  readonly endpoint: string;
  readonly verbs: ResourceVerbs;
  readonly actions?: readonly ResourceAction[];
  readonly table: string;
  readonly tenantScoped: boolean;
  readonly audit: boolean;
  readonly softDelete: boolean;
  readonly idKind: 'snowflake' | 'code';
  readonly keyField?: K;
  readonly shape: 'flat' | 'tree';
  readonly tree?: TreeShape;
  readonly filterStyle: 'map' | 'entity';
  readonly permission: string;
  readonly readOnly?: boolean;
  /**
   * Role aliases that alone may read it (list, detail), as a BladeX controller guarded by `@PreAuth` roles rather
   * than menus (the logs: `hasAnyRole('administrator','admin')`); others are refused with 401 as BladeX refuses.
   */
  readonly readRoles?: readonly string[];
  /**
   * The other flavour's name of a property (bladex-contract.md §5, §6: `{ domainUrl: 'domain' }` for a tenant,
   * `{ regionLevel: 'level' }` for a region): answers carry both names, and a write may send either.
   */
  readonly wireAliases?: Readonly<Record<string, string>>;
  readonly noAdd?: boolean;
  readonly noView?: boolean;
  readonly defaultSort?: readonly SortSpec[];
  /**
   * The part of a shared table this definition covers (`{ field: 'productType', in: [1] }`: the ticket orders of
   * `order_product`): every read and write of the engine keeps to those rows, as it keeps to the tenant's.
   */
  readonly rows?: { readonly field: string; readonly in: readonly (string | number)[] };
  readonly pageSizes?: readonly number[];
  readonly defaultPageSize?: number;
  readonly export?: boolean;
  readonly import?: boolean | ImportSpec;
  readonly fields: readonly Field<K>[];
  /** Type-only: carries the record type for inference (`recordSchema`); never set. */
  readonly recordType?: R;
}

/**
 * A definition typed by its record: field names must be properties of `R`. Without an argument, any
 * definition (what code walking all of them takes). Keyed on the names rather than on `R` itself so a
 * `ResourceDef<PostRecord>` is still a `ResourceDef`.
 */
export type ResourceDef<R = unknown> = ResourceDefinition<unknown extends R ? string : keyof R & string, R>;

/**
 * Types a definition against its record interface: every field name must be a property of `R`.
 *
 * @example export const postResource = defineResource<PostRecord>()({ name: 'post', ... });
 */
export const defineResource =
  <R>() =>
  (definition: ResourceDef<R>): ResourceDef<R> =>
    definition;

export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 30, 50, 100, 200];
export const DEFAULT_PAGE_SIZE = 10;

/** The standard verbs: `list`, `detail`, `submit`, `remove?ids=`. */
export const STANDARD_VERBS: ResourceVerbs = {
  list: 'list',
  detail: 'detail',
  submit: 'submit',
  remove: 'remove',
  removeParam: 'ids',
};

/**
 * The standard verbs with submit split into `save` (insert only) and `update` (update only), as the contract spells
 * merchants, categories and products.
 */
export const SAVE_UPDATE_VERBS: ResourceVerbs = { ...STANDARD_VERBS, submit: null, save: 'save', update: 'update' };
