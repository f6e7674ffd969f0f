import { z } from 'zod';

/**
 * Excel export of a list's current search (issue 4). The host pages through the list endpoint with
 * the search the window shows and streams the rows into an .xlsx; the window only starts, watches and
 * cancels. Headers and dictionary labels arrive already translated: the host knows no resource texts.
 */

/**
 * How a cell is written:
 * - `text`: a string cell (formula-looking text is defused, see `defuseFormula`);
 * - `number`: a number cell; `money-cent`: whole cents shown as yuan (÷ 100); `money-yuan`: yuan;
 * - `date` / `datetime`: an Excel date from the wire's `yyyy-MM-dd[ HH:mm:ss]` (text when unparseable);
 * - `dict`: the label of the value (each of a comma-joined list), the value itself when unknown.
 */
export const exportColumnKinds = ['text', 'number', 'money-cent', 'money-yuan', 'date', 'datetime', 'dict'] as const;
export type ExportColumnKind = (typeof exportColumnKinds)[number];

export const exportColumnSchema = z.object({
  /** The record property (camelCase, as the list answers it). */
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z_$][\w$]*$/, 'column name must be a property name'),
  /** Read when `name` is blank in a record: a VO's `roleName`, else the raw `roleId` (then `dict` labels it). */
  fallback: z
    .string()
    .max(64)
    .regex(/^[A-Za-z_$][\w$]*$/, 'column fallback must be a property name')
    .optional(),
  header: z.string().max(100),
  kind: z.enum(exportColumnKinds),
  dict: z.record(z.string().max(64), z.string().max(200)).optional(),
  /** Width in characters; a guess from the header otherwise. */
  width: z.number().int().min(4).max(100).optional(),
});
export type ExportColumn = z.infer<typeof exportColumnSchema>;

const primitive = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

/** A file name as the user will see it: no folders, no characters Windows refuses; `.xlsx` added when absent. */
export const exportFileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .refine(
    (name) => !/[\\/:*?"<>|\p{Cc}]/u.test(name),
    'file name must not contain \\ / : * ? " < > | or control characters',
  )
  .refine((name) => !/^\.+$/.test(name), 'file name must not be only dots')
  .transform((name) => (/\.xlsx$/i.test(name) ? name : `${name}.xlsx`));

/** Same rule as `apiPathSchema` in channels.ts (kept here to avoid an import cycle): a BladeX list path. */
const exportEndpointSchema = z
  .string()
  .max(512)
  .regex(/^\/(api\/)?blade-[a-z-]+\/[\w\-/.]*$/i, 'endpoint must be a /api/blade-* service path')
  .refine((p) => !p.includes('..'), 'endpoint must not contain ..');

export const exportStartSchema = z.object({
  /** The list or page path, e.g. `/api/blade-system/user/page`. */
  endpoint: exportEndpointSchema,
  /** The current search (filters and sort); `current` and `size` are the host's and ignored here. */
  params: z
    .record(z.string().max(64), z.union([primitive, z.array(primitive).max(200)]))
    .refine((params) => Object.keys(params).length <= 64, 'too many parameters')
    .default({}),
  columns: z.array(exportColumnSchema).min(1).max(100),
  fileName: exportFileNameSchema,
});
export type ExportStartInput = z.input<typeof exportStartSchema>;
export type ExportStart = z.output<typeof exportStartSchema>;

/** `exportId` null: the user closed the save dialog, nothing started. */
export const exportStartedSchema = z.object({ exportId: z.string().nullable() });

export const exportCancelSchema = z.object({ exportId: z.string().min(1).max(64) });

export const exportProgressSchema = z.object({
  exportId: z.string(),
  written: z.number().int().nonnegative(),
  /** The list's total at its first page; rows added meanwhile may make `written` end above it. */
  total: z.number().int().nonnegative(),
});
export type ExportProgress = z.infer<typeof exportProgressSchema>;

export const exportFinishedSchema = z.object({
  exportId: z.string(),
  ok: z.boolean(),
  fileName: z.string(),
  written: z.number().int().nonnegative(),
  /** Set when `ok` is false: what went wrong, in the user's language (the server's msg when it had one). */
  error: z.string().optional(),
  /** True when the user cancelled: not an error to show. */
  cancelled: z.boolean().optional(),
  /** Browser host: the one-time same-origin URL to fetch the file from (`/__exports/<id>`). */
  downloadUrl: z.string().optional(),
  /** Desktop: the file was saved where the user chose, and `export.reveal` can show it in its folder. */
  revealable: z.boolean().optional(),
});
export type ExportFinished = z.infer<typeof exportFinishedSchema>;
