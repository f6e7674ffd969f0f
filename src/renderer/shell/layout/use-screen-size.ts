import { useSyncExternalStore } from 'react';
import { screenSizeClass, type ScreenSizeClass } from '../../stores/updates/screen-size';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The window's screen-size class (3/2/1/0 at 1200/992/768), following resizes. */
export const useScreenSize = (): ScreenSizeClass =>
  useSyncExternalStore(subscribe, () => screenSizeClass(window.innerWidth));
