import { badRequest } from '../../http/errors';

/**
 * A list of snowflake ids from a body property: an array or a comma list; duplicates dropped. Empty is allowed
 * (it clears a link list); anything else malformed is a 400 naming the property.
 */
export const idListOf = (raw: unknown, property: string): string[] => {
  const items = Array.isArray(raw)
    ? raw.map((item) => String(item).trim())
    : raw === undefined || raw === null
      ? []
      : String(raw)
          .split(',')
          .map((item) => item.trim());
  const ids = [...new Set(items.filter(Boolean))];
  if (ids.length > 1000 || !ids.every((id) => /^\d{1,20}$/.test(id)))
    throw badRequest(`参数错误: ${property} 格式不正确`);
  return ids;
};
