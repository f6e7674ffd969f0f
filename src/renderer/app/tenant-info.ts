import { useEffect } from 'react';
import { create } from 'zustand';
import { useTranslation } from 'react-i18next';
import type { TenantInfo } from '../../shared/bladex/auth';
import type { WorkspaceApi } from '../../shared/contract/window-api';
import { getApi } from '../platform/api';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Reads `{tenantId, domainName, ...}` from the body, R-wrapped (BladeX) or flat. */
export const parseTenantInfo = (body: unknown): TenantInfo => {
  const info = isRecord(body) && isRecord(body.data) ? body.data : body;
  if (!isRecord(info)) return {};
  const parsed: TenantInfo = {};
  const tenantId = text(info.tenantId);
  const domain = text(info.domain);
  const domainName = text(info.domainName);
  const backgroundUrl = text(info.backgroundUrl);
  if (tenantId) parsed.tenantId = tenantId;
  if (domain) parsed.domain = domain;
  if (domainName) parsed.domainName = domainName;
  if (backgroundUrl) parsed.backgroundUrl = backgroundUrl;
  return parsed;
};

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The tenant bound to the server's domain (anonymous call). Any failure means "no tenant detected":
 * the sign-in page then shows the tenant field and the default title, as Saber does.
 */
export const fetchTenantInfo = async (api: Pick<WorkspaceApi, 'invoke'>): Promise<TenantInfo> => {
  const app = await api.invoke('app.info');
  if (!app.ok) return {};
  const domain = originOf(app.data.serverUrl);
  if (!domain) return {};
  const response = await api.invoke('http.request', {
    method: 'GET',
    url: '/api/blade-system/tenant/info',
    params: { domain },
  });
  return response.ok ? parseTenantInfo(response.data.data) : {};
};

/** The tenant info, read once per window (it depends on the server, which a change of server reloads). */
const useTenantInfoStore = create<{ data: TenantInfo | undefined }>(() => ({ data: undefined }));
let loading: Promise<void> | null = null;

const ensureTenantInfo = () => {
  loading ??= fetchTenantInfo(getApi())
    .catch((): TenantInfo => ({}))
    .then((data) => useTenantInfoStore.setState({ data }));
  return loading;
};

/**
 * `{ data, isPending }`: data undefined until the one read answers (a failure answers "no tenant detected"). A small
 * store rather than react-query: the sign-in page uses it.
 */
export const useTenantInfo = (): { data: TenantInfo | undefined; isPending: boolean } => {
  const data = useTenantInfoStore((s) => s.data);
  useEffect(() => {
    void ensureTenantInfo();
  }, []);
  return { data, isPending: data === undefined };
};

/** Tests start each case with nothing read. */
export const resetTenantInfo = (): void => {
  loading = null;
  useTenantInfoStore.setState({ data: undefined });
};

const CHINESE = /\p{Script=Han}/u;

/**
 * The platform's name in a language (spec 000 §1: the tenant's domain name, else the default text). The tenant
 * keeps one name, in Chinese as a rule; English mode is English (issue 19 item 11), so a name written in Chinese
 * gives way there to the English default title — a Latin-script name is shown as it is in both languages.
 */
export const platformTitleFor = (domainName: string | undefined, language: string, fallback: string): string => {
  if (!domainName) return fallback;
  return language.startsWith('zh') || !CHINESE.test(domainName) ? domainName : fallback;
};

/** The sidebar/brand title and the greeting's platform name, in the current language. */
export const usePlatformTitle = (): string => {
  const { t, i18n } = useTranslation();
  const { data } = useTenantInfo();
  return platformTitleFor(data?.domainName, i18n.language ?? 'zh', t('app.defaultTitle'));
};
