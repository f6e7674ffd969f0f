import type { ResourceDef } from '../../shared/resources/index';
import { badRequest } from '../http/errors';

const SNOWFLAKE = /^\d{1,20}$/;
const CODE = /^\d{1,12}$/;

/** The pattern of one key of a resource: a snowflake id, or a natural code (regions). */
export const keyPattern = (def: ResourceDef): RegExp => (def.idKind === 'code' ? CODE : SNOWFLAKE);

/** `?ids=1,2` (or the single `?id=` of a code resource): each one a key of the resource's shape. */
export const parseKeys = (def: ResourceDef, raw: unknown, param: string): string[] => {
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (!text) throw badRequest(`参数错误: ${param} 不能为空`);
  const keys = [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  const pattern = keyPattern(def);
  if (keys.length === 0 || keys.length > 1000 || !keys.every((key) => pattern.test(key))) {
    throw badRequest(`参数错误: ${param} 格式不正确`);
  }
  return keys;
};
