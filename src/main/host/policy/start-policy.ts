import type { Clock } from '../clock';
import type { Logger } from '../log';
import type { SettingsStore } from '../settings/settings-store';
import { createPolicySettings } from './policy-settings';
import { createPolicyService, type PolicyService } from './policy-service';
import type { PolicyReader } from './policy-source';

/**
 * Reads IT policy once, then starts watching it, and puts it over the stored settings: what a composition root
 * does before anything reads a setting, so the first request already goes where policy says.
 */
export const startPolicy = async (deps: {
  readers: readonly PolicyReader[];
  stored: SettingsStore;
  clock: Clock;
  log: Logger;
}): Promise<{ policy: PolicyService; settings: SettingsStore; dispose(): void }> => {
  const policy = createPolicyService({ readers: deps.readers, clock: deps.clock, log: deps.log });
  await policy.start();
  const settings = createPolicySettings(deps.stored, policy);
  return {
    policy,
    settings,
    dispose() {
      settings.dispose();
      policy.dispose();
    },
  };
};
