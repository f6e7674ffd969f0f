/** Screen-size classes of spec 000 §2.3: 3 from 1200 px, 2 from 992, 1 from 768, otherwise 0. */
export type ScreenSizeClass = 0 | 1 | 2 | 3;

export const screenSizeClass = (width: number): ScreenSizeClass => {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
};

/** Below this class the sidebar folds away after a menu click, leaving the page the room. */
export const isSmallScreen = (size: ScreenSizeClass): boolean => size <= 1;
