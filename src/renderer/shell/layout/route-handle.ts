import type { UIMatch } from 'react-router';
import type { TranslationKey } from '../../../shared/i18n';
import type { FixedRouteName } from '../../stores/updates/route-names';

/** What a route tells the shell about itself (react-router's `handle`). */
export interface RouteHandle {
  /** A page outside the workspace titles itself `<title> - <platform>` (on /login: the sign-in word alone). */
  titleKey?: TranslationKey;
  /** A fixed workspace route: its tab label and title come from this name. */
  route?: FixedRouteName;
  /** The route opts out of the tab bar (spec 000 §2.2). */
  noTab?: boolean;
  /** Rendered inside the workspace layout, which titles the page from the active tab. */
  workspace?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** The deepest route's handle, or an empty one. */
export const handleOf = (matches: readonly UIMatch[]): RouteHandle => {
  const handle = matches[matches.length - 1]?.handle;
  return isRecord(handle) ? (handle as RouteHandle) : {};
};

export const inWorkspace = (matches: readonly UIMatch[]): boolean =>
  matches.some((match) => isRecord(match.handle) && match.handle.workspace === true);
