import { useCallback, useEffect, useRef, useState } from 'react';
import { getApi } from '../../platform/api';

export interface Captcha {
  key: string;
  /** A complete data URL, put straight into <img src>. */
  image: string;
}

export interface CaptchaState {
  data: Captcha | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => Promise<void>;
}

/**
 * The current captcha while captcha mode is on. Captchas are single-use on the server, so a fresh one is fetched each
 * time the page mounts and after every failed attempt (`refetch`), never reused. Plain state rather than react-query:
 * the sign-in route loads without it.
 */
export const useCaptcha = (enabled: boolean): CaptchaState => {
  const [data, setData] = useState<Captcha | undefined>(undefined);
  // Fetching from the first render when enabled: the mount's fetch starts in the effect below.
  const [isFetching, setFetching] = useState(enabled);
  const [isError, setError] = useState(false);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const call = ++latest.current;
    const result = await getApi().invoke('auth.captcha');
    // An older answer arriving after a newer request is dropped: only the last captcha is valid.
    if (call !== latest.current) return;
    setFetching(false);
    setError(!result.ok);
    setData(result.ok ? result.data : undefined);
  }, []);

  const refetch = useCallback(async () => {
    setFetching(true);
    await load();
  }, [load]);

  useEffect(() => {
    if (enabled) void load();
    return () => {
      latest.current += 1;
    };
  }, [enabled, load]);

  return { data, isFetching, isError, refetch };
};
