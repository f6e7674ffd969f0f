import { SM2_PUBLIC_KEY_PATTERN } from '../../../shared/bladex/auth';
import type { TranslationKey } from '../../../shared/i18n';
import type { PolicyView } from '../../../shared/policy';
import type { ProtectedPatch, PublicSettings } from '../../../shared/settings';

/** The settings screen's fields as typed: text for every number and list, so a half-typed value stays. */
export interface SettingsDraft {
  serverUrl: string;
  authFlavour: PublicSettings['authFlavour'];
  clientId: string;
  sm2PublicKey: string;
  tenantMode: boolean;
  defaultTenantId: string;
  captchaMode: boolean;
  switchMode: boolean;
  requestTimeoutMs: string;
  statusWhiteList: string;
  regionCode: string;
  idleLockMinutes: string;
  sessionMaxHours: string;
  tokenTime: string;
  updateChannel: PublicSettings['updateChannel'];
  updateFeedUrl: string;
  updateMaintenanceWindow: string;
}

export type DraftKey = keyof SettingsDraft;
export type DraftErrors = Partial<Record<DraftKey, { key: TranslationKey; params?: Record<string, number> }>>;

export const draftOf = (s: PublicSettings): SettingsDraft => ({
  serverUrl: s.serverUrl ?? '',
  authFlavour: s.authFlavour,
  clientId: s.clientId,
  sm2PublicKey: s.sm2PublicKey,
  tenantMode: s.tenantMode,
  defaultTenantId: s.defaultTenantId,
  captchaMode: s.captchaMode,
  switchMode: s.switchMode,
  requestTimeoutMs: String(s.requestTimeoutMs),
  statusWhiteList: s.statusWhiteList.join(','),
  regionCode: s.regionCode,
  idleLockMinutes: String(s.idleLockMinutes),
  sessionMaxHours: String(s.sessionMaxHours),
  tokenTime: String(s.tokenTime),
  updateChannel: s.updateChannel,
  updateFeedUrl: s.updateFeedUrl ?? '',
  updateMaintenanceWindow: s.updateMaintenanceWindow ?? '',
});

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const WINDOW = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/** The idle-lock range an administrator may choose under the policy (settings.ts allows 0-1440 without one). */
export const idleLockRange = (policy: PolicyView): { min: number; max: number } => {
  if (!policy.idleLock) return { min: 0, max: 1440 };
  return { min: 1, max: policy.idleLock.mayLengthen ? 1440 : policy.idleLock.minutes };
};

/**
 * The draft checked field by field (the host checks again): the patch of the values that changed, or what is wrong
 * with each field, named.
 */
export const parseDraft = (
  draft: SettingsDraft,
  current: PublicSettings,
  policy: PolicyView,
): { patch: ProtectedPatch; errors: DraftErrors } => {
  const errors: DraftErrors = {};
  const patch: ProtectedPatch = {};
  const whole = (key: DraftKey, text: string, min: number, max: number): number | undefined => {
    const value = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
      errors[key] = { key: 'desktop.settings.numberInvalid', params: { min, max } };
      return undefined;
    }
    return value;
  };

  const serverUrl = draft.serverUrl.trim();
  if (serverUrl !== '' && !isHttpUrl(serverUrl)) errors.serverUrl = { key: 'desktop.settings.serverUrlInvalid' };
  const clientId = draft.clientId.trim();
  if (clientId === '') errors.clientId = { key: 'desktop.settings.clientIdRequired' };
  const sm2PublicKey = draft.sm2PublicKey.trim();
  if (sm2PublicKey !== '' && !SM2_PUBLIC_KEY_PATTERN.test(sm2PublicKey)) {
    errors.sm2PublicKey = { key: 'desktop.settings.sm2PublicKeyInvalid' };
  }
  const tenant = draft.defaultTenantId.trim();
  if (!/^\w{0,12}$/.test(tenant)) errors.defaultTenantId = { key: 'desktop.settings.defaultTenantIdInvalid' };
  const list = draft.statusWhiteList
    .split(/[,，\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (list.some((part) => !/^-?\d+$/.test(part))) {
    errors.statusWhiteList = { key: 'desktop.settings.statusWhiteListInvalid' };
  }
  const feed = draft.updateFeedUrl.trim();
  if (feed !== '' && !isHttpUrl(feed)) errors.updateFeedUrl = { key: 'desktop.settings.serverUrlInvalid' };
  const window = draft.updateMaintenanceWindow.trim();
  if (window !== '' && !WINDOW.test(window)) {
    errors.updateMaintenanceWindow = { key: 'desktop.settings.updateMaintenanceWindowInvalid' };
  }
  const idle = idleLockRange(policy);
  const idleLockMinutes = whole('idleLockMinutes', draft.idleLockMinutes, idle.min, idle.max);
  const sessionMaxHours = whole('sessionMaxHours', draft.sessionMaxHours, 0, 720);
  const tokenTime = whole('tokenTime', draft.tokenTime, 60, 86_400);
  const requestTimeoutMs = whole('requestTimeoutMs', draft.requestTimeoutMs, 1000, 600_000);

  const next: ProtectedPatch = {
    serverUrl: serverUrl === '' ? null : serverUrl,
    authFlavour: draft.authFlavour,
    clientId,
    sm2PublicKey,
    tenantMode: draft.tenantMode,
    defaultTenantId: tenant,
    captchaMode: draft.captchaMode,
    switchMode: draft.switchMode,
    statusWhiteList: list.map(Number),
    regionCode: draft.regionCode.trim(),
    updateChannel: draft.updateChannel,
    updateFeedUrl: feed === '' ? null : feed,
    updateMaintenanceWindow: window === '' ? null : window,
    ...(idleLockMinutes === undefined ? {} : { idleLockMinutes }),
    ...(sessionMaxHours === undefined ? {} : { sessionMaxHours }),
    ...(tokenTime === undefined ? {} : { tokenTime }),
    ...(requestTimeoutMs === undefined ? {} : { requestTimeoutMs }),
  };
  // Only what changed is sent: an unchanged forced value is not a change the policy would refuse.
  for (const [key, value] of Object.entries(next) as Array<[keyof ProtectedPatch, unknown]>) {
    if (JSON.stringify(value) !== JSON.stringify(current[key])) Object.assign(patch, { [key]: value });
  }
  return { patch, errors };
};

/** Whether saving this patch ends the session (the host signs out before it applies). */
export const endsSession = (patch: ProtectedPatch): boolean =>
  'serverUrl' in patch || 'authFlavour' in patch || 'clientId' in patch;
