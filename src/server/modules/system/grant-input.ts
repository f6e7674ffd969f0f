import { z } from 'zod';

const idItem = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

/** A list of ids as BladeX's GrantVO takes them: strings or numbers, each a snowflake id. */
export const idArray = (label: string) =>
  z
    .array(idItem, { error: `${label}格式不正确` })
    .max(5000)
    .default([])
    .transform((ids) => [...new Set(ids)].filter((id) => id !== ''))
    .refine((ids) => ids.every((id) => /^\d{1,20}$/.test(id)), `${label}格式不正确`);

/** `POST role/grant` (bladex-contract.md §3.6). `topMenuIds` of X's GrantVO is accepted and not used, as in X. */
export const roleGrantBody = z.object({
  roleIds: idArray('角色').refine((ids) => ids.length > 0, '请选择角色'),
  menuIds: idArray('菜单'),
  dataScopeIds: idArray('数据权限'),
  apiScopeIds: idArray('接口权限'),
  topMenuIds: idArray('顶部菜单'),
});

/** `POST topmenu/grant`. */
export const topMenuGrantBody = z.object({
  topMenuIds: idArray('顶部菜单').refine((ids) => ids.length > 0, '请选择顶部菜单'),
  menuIds: idArray('菜单'),
});
