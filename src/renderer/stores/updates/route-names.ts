import type { TranslationKey } from '../../../shared/i18n';

/**
 * The fixed workspace routes of spec 000 §2.1 by name. A tab of one stores the name in `meta.route`,
 * so its label follows the language instead of freezing the one it was opened in.
 */
export const fixedRouteLabelKeys = {
  home: 'layout.routes.home',
  dashboard: 'layout.routes.dashboard',
  test: 'layout.routes.test',
  dictHorizontal: 'layout.routes.dictHorizontal',
  dictVertical: 'layout.routes.dictVertical',
  info: 'layout.routes.info',
  settings: 'desktop.settings.title',
  iframe: 'layout.routes.iframe',
  leaveForm: 'layout.routes.leaveForm',
  leaveHandle: 'layout.routes.leaveHandle',
  leaveDetail: 'layout.routes.leaveDetail',
  board: 'layout.routes.board',
} as const satisfies Record<string, TranslationKey>;

export type FixedRouteName = keyof typeof fixedRouteLabelKeys;

export const isFixedRouteName = (value: unknown): value is FixedRouteName =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(fixedRouteLabelKeys, value);
