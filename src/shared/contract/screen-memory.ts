import { z } from 'zod';

/**
 * What the host keeps per signed-in user and screen besides the tabs (issue 10 item 7): named saved searches
 * (one of them the default that applies when the screen opens) and unsaved form drafts, so a crash or a closed
 * tab loses nothing typed. Every payload is bounded here, so a page cannot fill the disk through these channels.
 */
export const SCREEN_MEMORY_LIMITS = {
  /** Characters of a saved search's name. */
  searchName: 40,
  /** Saved searches of one screen. */
  searchesPerScreen: 20,
  /** UTF-8 bytes of one saved search's values. */
  searchValueBytes: 4 * 1024,
  /** UTF-8 bytes of all of one user's saved searches together (every screen): the file stays small. */
  searchBytesPerUser: 256 * 1024,
  /** UTF-8 bytes of one draft's values (a long rich-text article fits; its images are links). */
  draftBytes: 256 * 1024,
  /** Drafts kept per user; the oldest goes when another one is written. */
  draftsPerUser: 30,
  /** A draft older than this is not offered any more (and is removed). */
  draftMaxAgeMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** UTF-8 bytes of a value as JSON: what it takes on disk. */
export const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').length;

/** A screen's key: the resource name, or the key a screen gives when one definition backs several lists. */
export const screenIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w.:-]+$/, 'screen must be letters, digits, _ . : or -');

const primitive = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

/** A search form's values: one value or a pair / list (ranges, several choices) per field. */
export const searchValuesSchema = z
  .record(z.string().max(64), z.union([primitive, z.array(primitive).max(50)]))
  .refine((values) => jsonBytes(values) <= SCREEN_MEMORY_LIMITS.searchValueBytes, 'search values are too large');

export const searchNameSchema = z.string().trim().min(1).max(SCREEN_MEMORY_LIMITS.searchName);

/** Names are unique per screen regardless of case and surrounding blanks: 本月 and 本月 , Open and open clash. */
export const sameSearchName = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export const savedSearchSchema = z.object({ name: searchNameSchema, values: searchValuesSchema });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** One screen's saved searches, in the order they were first saved, and the name of the default one. */
export const screenSearchesSchema = z.object({
  searches: z.array(savedSearchSchema).max(SCREEN_MEMORY_LIMITS.searchesPerScreen),
  defaultName: searchNameSchema.nullable(),
});
export type ScreenSearches = z.infer<typeof screenSearchesSchema>;

export const searchChangeSchema = z.discriminatedUnion('kind', [
  /** `replace`: the operator confirmed overwriting a search of the same name; otherwise that name is refused. */
  z.object({
    kind: z.literal('save'),
    name: searchNameSchema,
    values: searchValuesSchema,
    replace: z.boolean().optional(),
    makeDefault: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('rename'), name: searchNameSchema, to: searchNameSchema }),
  z.object({ kind: z.literal('remove'), name: searchNameSchema }),
  /** `name: null` leaves the screen without a default. */
  z.object({ kind: z.literal('setDefault'), name: searchNameSchema.nullable() }),
]);
export type SearchChange = z.infer<typeof searchChangeSchema>;

export const noSearches = (): ScreenSearches => ({ searches: [], defaultName: null });

export type SearchChangeRefusal = 'nameTaken' | 'notFound' | 'tooMany';
export type SearchChangeOutcome = { ok: true; next: ScreenSearches } | { ok: false; refusal: SearchChangeRefusal };

/**
 * A screen's searches after one change, or why it is refused: a second search of the same name (unless the
 * operator asked to replace it), a name that is not there (another window removed it), more than the limit.
 * A renamed default stays the default; a removed default leaves the screen without one.
 */
export const applySearchChange = (current: ScreenSearches, change: SearchChange): SearchChangeOutcome => {
  const index = (name: string) => current.searches.findIndex((search) => sameSearchName(search.name, name));
  const isDefault = (name: string) => current.defaultName !== null && sameSearchName(current.defaultName, name);
  switch (change.kind) {
    case 'save': {
      const at = index(change.name);
      const saved = { name: change.name, values: change.values };
      if (at >= 0 && !change.replace) return { ok: false, refusal: 'nameTaken' };
      if (at < 0 && current.searches.length >= SCREEN_MEMORY_LIMITS.searchesPerScreen)
        return { ok: false, refusal: 'tooMany' };
      const searches = at >= 0 ? current.searches.with(at, saved) : [...current.searches, saved];
      const keptDefault = at >= 0 && isDefault(change.name) ? change.name : current.defaultName;
      return { ok: true, next: { searches, defaultName: change.makeDefault ? change.name : keptDefault } };
    }
    case 'rename': {
      const at = index(change.name);
      if (at < 0) return { ok: false, refusal: 'notFound' };
      const clash = index(change.to);
      if (clash >= 0 && clash !== at) return { ok: false, refusal: 'nameTaken' };
      const searches = current.searches.with(at, { ...current.searches[at], name: change.to });
      return { ok: true, next: { searches, defaultName: isDefault(change.name) ? change.to : current.defaultName } };
    }
    case 'remove': {
      const at = index(change.name);
      if (at < 0) return { ok: false, refusal: 'notFound' };
      const searches = current.searches.filter((_, i) => i !== at);
      return { ok: true, next: { searches, defaultName: isDefault(change.name) ? null : current.defaultName } };
    }
    case 'setDefault': {
      if (change.name === null) return { ok: true, next: { ...current, defaultName: null } };
      const at = index(change.name);
      if (at < 0) return { ok: false, refusal: 'notFound' };
      return { ok: true, next: { ...current, defaultName: current.searches[at].name } };
    }
  }
};

export const searchesListInputSchema = z.object({ screen: screenIdSchema });
export const searchesChangeInputSchema = z.object({ screen: screenIdSchema, change: searchChangeSchema });

/**
 * Which form of a screen a draft belongs to: `new` (or `new-<hash>` when the form starts from given values, a child
 * under a parent) for an add form, `edit-<key>` for the edit form of one record.
 */
export const draftRecordSchema = z
  .string()
  .min(1)
  .max(160)
  .regex(/^(new|new-[0-9a-z]+|edit-[\w.:%-]+)$/, 'record must be new, new-<hash> or edit-<key>');

const leaf = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const nested = z.union([leaf, z.array(leaf).max(1000), z.record(z.string().max(64), leaf)]);
const fieldValue = z.union([leaf, z.array(nested).max(1000), z.record(z.string().max(64), nested)]);

/** A form's values by field name, at most two levels deep (lists of links, a pair, a small object). */
export const draftValuesSchema = z
  .record(z.string().max(64), fieldValue)
  .refine((values) => jsonBytes(values) <= SCREEN_MEMORY_LIMITS.draftBytes, 'draft is too large');
export type DraftValues = z.infer<typeof draftValuesSchema>;

export const draftSchema = z.object({ values: draftValuesSchema, savedAt: z.number().int().nonnegative() });
export type Draft = z.infer<typeof draftSchema>;

export const draftTargetSchema = z.object({ screen: screenIdSchema, record: draftRecordSchema });
export type DraftTarget = z.infer<typeof draftTargetSchema>;
export const draftPutInputSchema = draftTargetSchema.extend({ values: draftValuesSchema });
