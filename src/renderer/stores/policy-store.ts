import { create } from 'zustand';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import type { PolicyView } from '../../shared/policy';
import { noPolicy } from '../../shared/policy-view';

export interface PolicyState {
  /** False until main has answered `policy.get`. */
  loaded: boolean;
  policy: PolicyView;
}

export const usePolicyStore = create<PolicyState>()(() => ({ loaded: false, policy: noPolicy }));

let connected: Promise<void> | null = null;

/**
 * Reads what IT policy forces and follows `policy.changed`, once per window; the screens that show locks call it
 * (the sign-in page needs none of it).
 */
export const connectPolicy = (api: Pick<WorkspaceApi, 'invoke' | 'on'>): Promise<void> => {
  connected ??= (async () => {
    api.on('policy.changed', (policy) => usePolicyStore.setState({ loaded: true, policy }));
    const result = await api.invoke('policy.get');
    // A failed read leaves no locks shown; main checks policy again on every save, so nothing forced can change.
    usePolicyStore.setState(result.ok ? { loaded: true, policy: result.data } : { loaded: true });
  })();
  return connected;
};

export const usePolicy = (): PolicyView => usePolicyStore((s) => s.policy);
