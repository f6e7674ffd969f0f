import type { LockableSetting } from '../../../shared/policy';
import { boardSettingsOf } from '../../../shared/board-settings';
import type { Settings, SettingsPatch } from '../../../shared/settings';
import type { SettingsStore } from '../settings/settings-store';
import { createListeners } from '../settings/settings-store';
import type { Policy } from './policy-merge';

/**
 * The idle-lock minutes in force under a policy of `minutes`: a ceiling (shorter allowed, longer or off not) unless
 * IT lets users lengthen it, where the policy only stops it being off.
 */
export const idleLockUnderPolicy = (stored: number, minutes: number, mayLengthen: boolean): number => {
  if (stored <= 0) return minutes;
  return mayLengthen ? stored : Math.min(stored, minutes);
};

/** The stored settings with every forced value put in (the kiosk display is resolved by the board, by position). */
export const applyPolicy = (stored: Settings, policy: Policy): Settings => {
  const v = policy.values;
  const next: Settings = { ...stored };
  if (v.ServerUrl !== undefined) next.serverUrl = v.ServerUrl;
  if (v.AuthFlavour !== undefined) next.authFlavour = v.AuthFlavour;
  if (v.ClientId !== undefined) next.clientId = v.ClientId;
  if (v.UpdateChannel !== undefined) next.updateChannel = v.UpdateChannel;
  if (v.UpdateFeedUrl !== undefined) next.updateFeedUrl = v.UpdateFeedUrl;
  if (v.UpdateMaintenanceWindow !== undefined) next.updateMaintenanceWindow = v.UpdateMaintenanceWindow;
  if (v.IdleLockMinutes !== undefined) {
    next.idleLockMinutes = idleLockUnderPolicy(
      stored.idleLockMinutes,
      v.IdleLockMinutes,
      v.IdleLockMayLengthen ?? false,
    );
  }
  if (v.StartWithBoard !== undefined)
    next.board = { ...boardSettingsOf(stored.board), openAtStartup: v.StartWithBoard };
  return next;
};

/**
 * The forced setting a patch would change, or null when the patch may be stored. A patch that repeats the forced
 * value changes nothing and passes (the board's settings form sends its whole object back).
 */
export const policyRefusal = (policy: Policy, effective: Settings, patch: SettingsPatch): LockableSetting | null => {
  const v = policy.values;
  const differs = <K extends keyof SettingsPatch>(key: K) => key in patch && patch[key] !== effective[key];
  if (v.ServerUrl !== undefined && differs('serverUrl')) return 'serverUrl';
  if (v.AuthFlavour !== undefined && differs('authFlavour')) return 'authFlavour';
  if (v.ClientId !== undefined && differs('clientId')) return 'clientId';
  if (v.UpdateChannel !== undefined && differs('updateChannel')) return 'updateChannel';
  if (v.UpdateFeedUrl !== undefined && differs('updateFeedUrl')) return 'updateFeedUrl';
  if (v.UpdateMaintenanceWindow !== undefined && differs('updateMaintenanceWindow')) return 'updateMaintenanceWindow';
  if (v.IdleLockMinutes !== undefined && patch.idleLockMinutes !== undefined) {
    const wanted = patch.idleLockMinutes;
    const mayLengthen = v.IdleLockMayLengthen ?? false;
    if (wanted <= 0 || (!mayLengthen && wanted > v.IdleLockMinutes)) return 'idleLockMinutes';
  }
  if (patch.board !== undefined) {
    const board = boardSettingsOf(patch.board);
    if (v.StartWithBoard !== undefined && board.openAtStartup !== v.StartWithBoard) return 'board.openAtStartup';
    const before = boardSettingsOf(effective.board);
    if (v.KioskDisplay !== undefined && board.displayId !== before.displayId) return 'board.displayId';
  }
  return null;
};

export class PolicyLockedError extends Error {
  constructor(readonly setting: LockableSetting) {
    super(`the setting ${setting} is set by IT policy`);
    this.name = 'PolicyLockedError';
  }
}

/**
 * The settings every part of the host reads: the stored ones with the policy applied, following both. A write of a
 * forced value throws PolicyLockedError without storing anything (the channels refuse such patches before this).
 */
export const createPolicySettings = (
  stored: SettingsStore,
  policy: { current(): Policy; onChange(listener: () => void): () => void },
): SettingsStore & { dispose(): void } => {
  const listeners = createListeners();
  const get = () => applyPolicy(stored.get(), policy.current());
  let last = JSON.stringify(get());
  const notifyIfChanged = () => {
    const now = get();
    const text = JSON.stringify(now);
    if (text === last) return;
    last = text;
    listeners.notify(now);
  };
  const offStored = stored.onChange(notifyIfChanged);
  const offPolicy = policy.onChange(notifyIfChanged);
  return {
    get,
    set(patch) {
      const refused = policyRefusal(policy.current(), get(), patch);
      if (refused) throw new PolicyLockedError(refused);
      stored.set(patch);
      return get();
    },
    onChange: listeners.add,
    dispose() {
      offStored();
      offPolicy();
    },
  };
};
