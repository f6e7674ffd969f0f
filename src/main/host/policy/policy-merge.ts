import type { LockableSetting, PolicySource, PolicyView } from '../../../shared/policy';
import { policyFields, policyNameOf, type PolicyName, type PolicyValues } from './policy-names';
import type { RawPolicy } from './policy-source';

export interface PolicyOrigin {
  source: PolicySource;
  location: string;
}

export interface IgnoredPolicy {
  /** The name as IT wrote it; `*` when a whole source could not be read. */
  policyName: string;
  source: PolicySource;
  reason: string;
}

/** The policy in force: each value with the place it came from. */
export interface Policy {
  values: Partial<PolicyValues>;
  origins: Partial<Record<PolicyName, PolicyOrigin>>;
  ignored: IgnoredPolicy[];
}

export const emptyPolicy: Policy = { values: {}, origins: {}, ignored: [] };

/**
 * Merges what each source holds, most binding first (HKLM before HKCU before the JSON file): the first source that
 * sets a name decides it. Unknown names and values that do not fit are ignored and listed, never half-applied.
 */
export const mergePolicies = (raws: readonly RawPolicy[], unreadable: readonly IgnoredPolicy[] = []): Policy => {
  const values: Partial<Record<PolicyName, unknown>> = {};
  const origins: Partial<Record<PolicyName, PolicyOrigin>> = {};
  const ignored: IgnoredPolicy[] = [...unreadable];
  for (const raw of raws) {
    for (const [written, value] of Object.entries(raw.values)) {
      const name = policyNameOf(written);
      if (name === null) {
        ignored.push({ policyName: written, source: raw.source, reason: 'unknown policy' });
        continue;
      }
      if (origins[name]) continue;
      // An empty registry string or JSON null means "not set here": a lower source may still set it.
      if (value === null || value === undefined || value === '') continue;
      const parsed = policyFields[name].safeParse(value);
      if (!parsed.success) {
        const reason = parsed.error.issues[0]?.message ?? 'invalid value';
        ignored.push({ policyName: written, source: raw.source, reason });
        continue;
      }
      values[name] = parsed.data;
      origins[name] = { source: raw.source, location: raw.location };
    }
  }
  return { values: values as Partial<PolicyValues>, origins, ignored };
};

/** Which policy locks which setting (IdleLockMayLengthen and the policy-only ones lock none). */
const LOCKED_BY: Array<[PolicyName, LockableSetting]> = [
  ['ServerUrl', 'serverUrl'],
  ['AuthFlavour', 'authFlavour'],
  ['ClientId', 'clientId'],
  ['IdleLockMinutes', 'idleLockMinutes'],
  ['UpdateChannel', 'updateChannel'],
  ['UpdateFeedUrl', 'updateFeedUrl'],
  ['UpdateMaintenanceWindow', 'updateMaintenanceWindow'],
  ['KioskDisplay', 'board.displayId'],
  ['StartWithBoard', 'board.openAtStartup'],
];

/** What the renderer may know of the policy: what is locked, by which source and name; never the crash URL. */
export const policyView = (policy: Policy): PolicyView => {
  const locks: PolicyView['locks'] = {};
  for (const [name, setting] of LOCKED_BY) {
    const origin = policy.origins[name];
    if (origin) locks[setting] = { ...origin, policyName: name };
  }
  const minutes = policy.values.IdleLockMinutes;
  return {
    locks,
    idleLock: minutes === undefined ? null : { minutes, mayLengthen: policy.values.IdleLockMayLengthen ?? false },
    kioskDisplay: policy.values.KioskDisplay ?? null,
    exportDisabled: policy.values.DisableExport ?? false,
    crashUpload: policy.values.CrashReportUrl !== undefined,
    ignored: policy.ignored,
  };
};
