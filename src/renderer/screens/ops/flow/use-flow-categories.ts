import { useQuery } from '@tanstack/react-query';
import { bladex } from '../../../platform/bladex-client';

interface DictItem {
  dictKey: string;
  dictValue: string;
  remark?: string;
}

export interface FlowCategory {
  /** `flow_<key>`, as definitions store it. */
  value: string;
  label: string;
  /** The route segment of its screens (spec 000 flowRoutes: the item's remark), e.g. `leave`. */
  route: string;
}

/** The process categories of the `flow` dictionary, with the route segment Saber builds its leave routes from. */
export const useFlowCategories = (): FlowCategory[] =>
  useQuery({
    queryKey: ['flow', 'categories'],
    staleTime: 60_000,
    queryFn: async () =>
      (await bladex.get<DictItem[]>('/blade-system/dict/dictionary', { code: 'flow' })).map((item) => ({
        value: `flow_${item.dictKey}`,
        label: item.dictValue,
        route: item.remark ?? '',
      })),
  }).data ?? [];
