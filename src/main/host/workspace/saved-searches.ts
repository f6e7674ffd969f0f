import { z } from 'zod';
import { screenIdSchema, screenSearchesSchema } from '../../../shared/contract';
import type { Logger } from '../log';
import { createJsonFileUserStore, type UserStore } from './user-store';

/** One user's saved searches, by screen. */
export const userSearchesSchema = z.record(screenIdSchema, screenSearchesSchema);
export type UserSearches = z.infer<typeof userSearchesSchema>;
export type SavedSearchStore = UserStore<UserSearches>;

/** `<dataDir>/saved-searches.json` (browser host) or `<userData>/saved-searches.json` (desktop), beside the tabs. */
export const createJsonFileSavedSearchStore = (filePath: string, log: Logger): SavedSearchStore =>
  createJsonFileUserStore(filePath, userSearchesSchema, 'saved searches', log);
