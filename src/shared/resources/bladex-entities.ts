/**
 * The storage facts that travel together in BladeX's entity base classes, spread into a definition so that a
 * table declares which base it has rather than four flags that must agree.
 */

/**
 * `BaseEntity`: a snowflake `id`, the audit columns (create_user, create_dept, create_time, update_user,
 * update_time, status) set by the server, and soft delete by `is_deleted`; shared by every tenant.
 */
export const BASE_ENTITY = { tenantScoped: false, audit: true, softDelete: true, idKind: 'snowflake' } as const;

/** `TenantEntity`: a `BaseEntity` with `tenant_id`, filtered and set from the caller's token. */
export const TENANT_ENTITY = { ...BASE_ENTITY, tenantScoped: true } as const;
