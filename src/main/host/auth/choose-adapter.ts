import type { HttpSender } from '../api/http-sender';
import type { SettingsStore } from '../settings/settings-store';
import type { AuthAdapter } from './auth-adapter';
import { createBladexAdapter } from './bladex-adapter';
import { createSpringbladeAdapter } from './springblade-adapter';

/** The adapter for the dialect the settings name; read per call so a settings change applies at once. */
export const createAdapterSelector = (send: HttpSender, settings: SettingsStore): (() => AuthAdapter) => {
  const adapters = {
    bladex: createBladexAdapter(send, settings),
    springblade: createSpringbladeAdapter(send, settings),
  } as const;
  return () => adapters[settings.get().authFlavour];
};
