/** The fixed dictionary routes of spec 000 §2.1, which are no definition's menu path. */
export const screenRoutes = {
  '/dict-horizontal/index': () => import('./dict-layouts').then((m) => ({ Screen: m.DictHorizontalScreen })),
  '/dict-vertical/index': () => import('./dict-layouts').then((m) => ({ Screen: m.DictVerticalScreen })),
};
