import type { Region } from '../bladex/system';
import { memberResource, type MemberRecord } from './member';
import {
  merchantCategoryResource,
  merchantInfoResource,
  productResource,
  type MerchantCategoryRecord,
  type MerchantInfoRecord,
  type ProductRecord,
} from './merchant';
import { productOrderResource, type ProductOrderRecord } from './order';
import type { ResourceDef } from './types';
import { crudVerbPaths } from './verb-paths';
import {
  apiScopeResource,
  attachResource,
  clientResource,
  dataScopeResource,
  deptResource,
  dictBizResource,
  dictResource,
  jiguangTemplateResource,
  menuResource,
  ossResource,
  paramResource,
  postResource,
  regionResource,
  roleResource,
  smsResource,
  tenantPackageResource,
  tenantResource,
  topMenuResource,
  userResource,
  virtualUserResource,
  type ApiScopeRecord,
  type AttachRecord,
  type ClientRecord,
  type DataScopeRecord,
  type DeptRecord,
  type DictBizRecord,
  type DictRecord,
  type JiguangTemplateRecord,
  type MenuRecord,
  type OssRecord,
  type ParamRecord,
  type PostRecord,
  type RoleRecord,
  type SmsRecord,
  type TenantPackageRecord,
  type TenantRecord,
  type TopMenuRecord,
  type UserRecord,
  type VirtualUserRecord,
} from './system';

/**
 * Resource name → record type, so data calls are typed by name alone: `getList('post')` resolves to
 * `PostRecord` rows with no generic at the call site. A new area adds its entries here and its
 * definitions to `resourceRegistry` (the `satisfies` below keeps the two in step).
 */
export interface ResourceMap {
  user: UserRecord;
  role: RoleRecord;
  menu: MenuRecord;
  topMenu: TopMenuRecord;
  dict: DictRecord;
  dictBiz: DictBizRecord;
  param: ParamRecord;
  tenant: TenantRecord;
  tenantPackage: TenantPackageRecord;
  client: ClientRecord;
  region: Region;
  dept: DeptRecord;
  post: PostRecord;
  dataScope: DataScopeRecord;
  apiScope: ApiScopeRecord;
  attach: AttachRecord;
  oss: OssRecord;
  sms: SmsRecord;
  virtualUser: VirtualUserRecord;
  jiguangTemplate: JiguangTemplateRecord;
  productOrder: ProductOrderRecord;
  merchantInfo: MerchantInfoRecord;
  merchantCategory: MerchantCategoryRecord;
  product: ProductRecord;
  member: MemberRecord;
}

export type ResourceName = keyof ResourceMap;

/** The record type of a resource by name. */
export type RecordOf<K extends ResourceName> = ResourceMap[K];

type Registry = { readonly [K in ResourceName]: ResourceDef<ResourceMap[K]> };

/** Every definition by name; each entry's `name` equals its key (checked by the consistency test). */
export const resourceRegistry: Registry = {
  user: userResource,
  role: roleResource,
  menu: menuResource,
  topMenu: topMenuResource,
  dict: dictResource,
  dictBiz: dictBizResource,
  param: paramResource,
  tenant: tenantResource,
  tenantPackage: tenantPackageResource,
  client: clientResource,
  region: regionResource,
  dept: deptResource,
  post: postResource,
  dataScope: dataScopeResource,
  apiScope: apiScopeResource,
  attach: attachResource,
  oss: ossResource,
  sms: smsResource,
  virtualUser: virtualUserResource,
  jiguangTemplate: jiguangTemplateResource,
  productOrder: productOrderResource,
  merchantInfo: merchantInfoResource,
  merchantCategory: merchantCategoryResource,
  product: productResource,
  member: memberResource,
};

export const resourceNames = Object.keys(resourceRegistry) as ResourceName[];

/** The definition of a resource, typed by its record. */
export const getResource = <K extends ResourceName>(name: K): ResourceDef<ResourceMap[K]> => resourceRegistry[name];

/** Narrows a name from outside (a route parameter, a menu path) to a known resource name. */
export const isResourceName = (name: string): name is ResourceName => Object.hasOwn(resourceRegistry, name);

/** Every definition, untyped by record: for code that walks them all (route registration, tests). */
export const allResources = (): ResourceDef[] => resourceNames.map((name): ResourceDef => resourceRegistry[name]);

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
