import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { fixedRouteLabelKeys, type FixedRouteName } from '../../stores/updates/route-names';
import { ResolvedScreen } from './ResolvedScreen';
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
  return (
    <ResolvedScreen
      path={screen}
      fallback={<ScreenPlaceholder name={t(fixedRouteLabelKeys[route])} path={pathname} />}
    />
  );
};
