import type { TFunction } from 'i18next';
import type { PolicySource, SettingLock } from '../../../shared/policy';

const sourceKeys = {
  'windows-machine': 'desktop.settings.sourceWindowsMachine',
  'windows-user': 'desktop.settings.sourceWindowsUser',
  'macos-managed': 'desktop.settings.sourceMacosManaged',
  'policy-file': 'desktop.settings.sourcePolicyFile',
} as const satisfies Record<PolicySource, string>;

export const sourceLabel = (t: TFunction, source: PolicySource): string => t(sourceKeys[source]);

/** "Set by IT policy: machine registry HKLM (ServerUrl)", with the full location for IT in the tooltip. */
export const lockReason = (t: TFunction, lock: SettingLock): string =>
  t('desktop.settings.lockedBy', { where: sourceLabel(t, lock.source), name: lock.policyName });
