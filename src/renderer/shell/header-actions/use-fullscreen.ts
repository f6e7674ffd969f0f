import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

const isFullscreen = () => document.fullscreenElement !== null;

/** The Fullscreen API (Electron turns it into a full-screen window); Esc or F11 changes are followed too. */
export const useFullscreen = () => {
  const active = useSyncExternalStore(subscribe, isFullscreen);
  const supported = document.fullscreenEnabled;
  const toggle = useCallback(async () => {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  }, []);
  return { active, supported, toggle };
};
