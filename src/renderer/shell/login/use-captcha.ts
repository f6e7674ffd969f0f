import { useQuery } from '@tanstack/react-query';
import { getApi } from '../../platform/api';

export interface Captcha {
  key: string;
  /** A complete data URL, put straight into <img src>. */
  image: string;
}

const fetchCaptcha = async (): Promise<Captcha> => {
  const result = await getApi().invoke('auth.captcha');
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
};

/**
 * The current captcha while captcha mode is on. Captchas are single-use on the server, so a fresh
 * one is fetched each time the page mounts and after every failed attempt (`refetch`), never reused from cache.
 */
export const useCaptcha = (enabled: boolean) =>
  useQuery({
    queryKey: ['auth-captcha'],
    queryFn: fetchCaptcha,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: 0,
    refetchOnMount: 'always',
  });
