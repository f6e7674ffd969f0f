import { useQuery } from '@tanstack/react-query';
import { fetchBoard } from './board-context';
import { BOARD_ENDPOINTS } from '../../../shared/contract/board';

/** One choice of the area selector; `code` '' is the whole tenant (全部). */
export interface AreaOption {
  code: string;
  name: string;
  /** Counties have towns below, loaded when opened. */
  hasChildren: boolean;
}

interface DictItem {
  dictKey?: unknown;
  dictValue?: unknown;
}
interface TreeNode {
  value?: unknown;
  title?: unknown;
  hasChildren?: unknown;
}

export const BOARD_REGION_ROOT = '5329';

/**
 * The counties: the business dictionary fusion_region (its keys are county codes) merged with the region
 * tree under 5329 — the dictionary orders and names them, the tree adds any county it lacks and says which
 * have towns. Either source alone is enough when the other fails.
 */
export const mergeCounties = (dict: readonly DictItem[], tree: readonly TreeNode[]): AreaOption[] => {
  const fromTree = new Map<string, AreaOption>();
  for (const node of tree) {
    const code = String(node.value ?? '');
    if (!code) continue;
    fromTree.set(code, { code, name: String(node.title ?? code), hasChildren: node.hasChildren !== false });
  }
  const out: AreaOption[] = [];
  const seen = new Set<string>();
  for (const item of dict) {
    const code = String(item.dictKey ?? '');
    if (!code || seen.has(code)) continue;
    seen.add(code);
    out.push({
      code,
      name: String(item.dictValue ?? fromTree.get(code)?.name ?? code),
      hasChildren: fromTree.get(code)?.hasChildren ?? code.length === 6,
    });
  }
  for (const option of fromTree.values()) if (!seen.has(option.code)) out.push(option);
  return out;
};

const settle = async <T>(promise: Promise<T>, fallback: T): Promise<T> => {
  try {
    return await promise;
  } catch (error) {
    console.error('[board] area options:', error instanceof Error ? error.message : error);
    return fallback;
  }
};

export const useCounties = () =>
  useQuery({
    queryKey: ['board-area', 'counties'],
    queryFn: async () => {
      const [dict, tree] = await Promise.all([
        settle(fetchBoard<DictItem[]>(BOARD_ENDPOINTS.regionDictionary.path, { code: 'fusion_region' }), []),
        settle(fetchBoard<TreeNode[]>(BOARD_ENDPOINTS.regionTree.path, { parentCode: BOARD_REGION_ROOT }), []),
      ]);
      return mergeCounties(Array.isArray(dict) ? dict : [], Array.isArray(tree) ? tree : []);
    },
    staleTime: Infinity,
    retry: false,
  });

/** The towns of a county, fetched the first time it is opened. */
export const useTowns = (county: string | null) =>
  useQuery({
    queryKey: ['board-area', 'towns', county],
    enabled: county !== null,
    queryFn: async () => {
      const nodes = await fetchBoard<TreeNode[]>(BOARD_ENDPOINTS.regionTree.path, { parentCode: county });
      return (Array.isArray(nodes) ? nodes : []).map((node) => ({
        code: String(node.value ?? ''),
        name: String(node.title ?? ''),
        hasChildren: false,
      }));
    },
    staleTime: Infinity,
    retry: false,
  });
