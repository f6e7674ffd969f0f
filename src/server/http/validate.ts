import { z } from 'zod';
import { HttpError } from './errors';

const zh = z.locales.zhCN();

/**
 * Parses request input with a zod schema; the first problem becomes `参数错误: <field> <reason>`
 * (in Chinese, set per call so no global zod config leaks into other code in the same process).
 */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input ?? {}, { error: zh.localeError });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.');
  throw new HttpError(400, `参数错误: ${field ? `${field} ` : ''}${issue.message}`);
};
