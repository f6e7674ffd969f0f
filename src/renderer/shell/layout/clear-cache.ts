import type { QueryClient } from '@tanstack/react-query';
import { getEnvelopeData } from './bladex-get';

/** Session-storage keys of dictionary caches (Saber keeps getDictMap there); the CRUD issue's caches use the prefix too. */
export const DICT_CACHE_PREFIX = 'dali.dict';

const dropDictionaryCaches = (): void => {
  try {
    const keys: string[] = [];
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(DICT_CACHE_PREFIX)) keys.push(key);
    }
    for (const key of keys) sessionStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was cached there.
  }
};

/**
 * "Clear cache" of the tab bar: the server's caches (`oauth/clear-cache`), then everything this window
 * kept: every query (menus, dictionaries, tenant info ...) and the dictionary caches. Active queries load
 * again at once. Throws with the server's message when the server refuses; nothing local is dropped then.
 */
export const clearCaches = async (queryClient: QueryClient): Promise<void> => {
  await getEnvelopeData('/api/blade-auth/oauth/clear-cache');
  dropDictionaryCaches();
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.resetQueries();
};
