import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { fixedRouteLabelKeys, type FixedRouteName } from '../../stores/updates/route-names';
import { screenFor } from './screen-registry';
import { ScreenPlaceholder } from './ScreenPlaceholder';

export interface RegisteredScreenProps {
  /** The registry key of the screen (a fixed route's path without its parameters). */
  screen: string;
  route: FixedRouteName;
}

/** A fixed route whose screen belongs to a later issue (dictionaries, leave workflow): the registry's, or the placeholder. */
export const RegisteredScreen = ({ screen, route }: RegisteredScreenProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Screen = screenFor(screen);
  // The registry's screens are module-level lazy components, never made here: state survives re-renders.
  if (Screen) return createElement(Screen);
  return <ScreenPlaceholder name={t(fixedRouteLabelKeys[route])} path={pathname} />;
};
