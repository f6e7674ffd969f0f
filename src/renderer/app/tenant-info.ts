import { useQuery } from '@tanstack/react-query';
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

export const tenantInfoQueryKey = ['tenant-info'] as const;

export const useTenantInfo = () =>
  useQuery({ queryKey: tenantInfoQueryKey, queryFn: () => fetchTenantInfo(getApi()), staleTime: Infinity, retry: 0 });

/** The sidebar/brand title rule of spec 000 §1: the tenant's domain name, else the default text. */
export const usePlatformTitle = (): string => {
  const { t } = useTranslation();
  const { data } = useTenantInfo();
  return data?.domainName ?? t('app.defaultTitle');
};
