import { useQuery } from '@tanstack/react-query';
import type { WorkspaceApi } from '../../../shared/contract/window-api';
import { getApi } from '../../platform/api';
import { requestOrLog } from '../../platform/request-or-log';

export const USER_INFO_URL = '/api/blade-system/user/info';
export const UPDATE_INFO_URL = '/api/blade-system/user/update-info';

/** The part of UserVO (`GET /blade-system/user/info`) the personal-information page and the home page show. */
export interface UserInfo {
  id: string;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  avatar: string;
  phone: string;
  email: string;
  roleName: string;
  deptName: string;
  postName: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

// Ids are longs: BladeX sends them as strings, but a number must not be lost either.
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** Null when the server knows no such user (`R.data(null)`). */
export const parseUserInfo = (body: unknown): UserInfo | null => {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) return null;
  return {
    id: text(data.id),
    tenantId: text(data.tenantId),
    account: text(data.account),
    name: text(data.name),
    realName: text(data.realName),
    avatar: text(data.avatar),
    phone: text(data.phone),
    email: text(data.email),
    roleName: text(data.roleName),
    deptName: text(data.deptName),
    postName: text(data.postName),
  };
};

export const fetchUserInfo = async (api: Pick<WorkspaceApi, 'invoke'>): Promise<UserInfo | null> => {
  const result = await requestOrLog({ method: 'GET', url: USER_INFO_URL }, api);
  if (!result.ok) throw new Error(result.error.message);
  return parseUserInfo(result.data.data);
};

export const userInfoQueryKey = ['user-info'] as const;

export const useUserInfo = () =>
  useQuery({ queryKey: userInfoQueryKey, queryFn: () => fetchUserInfo(getApi()), retry: 0 });
