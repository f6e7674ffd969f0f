import { z } from 'zod';

export const MAX_PAGE_SIZE = 500;

/** `current` (1-based, default 1) and `size` (default 10) of a MyBatis-Plus page (bladex-contract.md §1.5). */
export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});

export type PageQuery = z.output<typeof pageQuery>;

export const pageOffset = ({ current, size }: PageQuery): number => (current - 1) * size;

/** `?ids=1,2,3`: the comma list of a remove or a batch action, each a snowflake id. */
export const idListQuery = (field: string, label: string) =>
  z.object({
    [field]: z
      .string({ error: `${label}不能为空` })
      .trim()
      .min(1, `${label}不能为空`)
      .max(4000)
      .transform((value) => [...new Set(value.split(',').map((part) => part.trim()))].filter(Boolean))
      .refine((ids) => ids.length > 0 && ids.length <= 200, `${label}不能为空，且一次最多200个`)
      .refine((ids) => ids.every((id) => /^\d{1,20}$/.test(id)), `${label}格式不正确`),
  });

/** `?id=` of a detail call. */
export const idQuery = z.object({
  id: z
    .string({ error: 'id不能为空' })
    .trim()
    .regex(/^\d{1,20}$/, 'id格式不正确'),
});

const idItem = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

/** A JSON list of ids as BladeX's GrantVO takes them: strings or numbers, each a snowflake id. */
export const idArray = (label: string) =>
  z
    .array(idItem, { error: `${label}格式不正确` })
    .max(5000)
    .default([])
    .transform((ids) => [...new Set(ids)].filter((id) => id !== ''))
    .refine((ids) => ids.every((id) => /^\d{1,20}$/.test(id)), `${label}格式不正确`);
