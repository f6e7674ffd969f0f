import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { BoardApp } from '../../board/frame/BoardApp';
import { useKioskForBoardAccount, useLoginWhenSignedOut } from '../../board/frame/board-window';
import { useIsSignedIn, useSessionUser } from '../../stores/session-store';
import { inWorkspace } from '../layout/route-handle';

const useStyles = makeStyles({
  page: { height: '100%', minHeight: '480px' },
  // On its own route it is the whole window; inside the workspace (a /board/* menu) it fills the content area.
  standalone: { height: '100vh' },
});

/**
 * The big-data board's routes (/visualization/index, /midu/visualization/index, and the /board/screen and
 * /board/finance menus): the board itself (src/renderer/board). On its own window it carries the sign-out confirmation and,
 * for users who also have the back office, the way back to it; inside the workspace it covers the content area and
 * leaves both to the workspace header. /board/finance opens on the finance page.
 * Under Electron the board account landing here also gets the kiosk window on the board's display; a session
 * that ends elsewhere (the kiosk's sign-out) takes this page to /login.
 */
export const BoardEntryPage = () => {
  const styles = useStyles();
  const standalone = !inWorkspace(useMatches());
  const finance = useLocation().pathname.endsWith('/board/finance');
  const account = useSessionUser()?.account ?? null;
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const toLogin = useCallback((path: string) => void navigate(path, { replace: true }), [navigate]);
  useKioskForBoardAccount(standalone ? account : null);
  useLoginWhenSignedOut(signedIn, toLogin);
  return (
    <div className={mergeClasses(styles.page, standalone && styles.standalone)} data-testid="board-entry">
      <BoardApp
        key={finance ? 'finance' : 'screen'}
        initialPage={finance ? 'finance' : 'screen'}
        embedded={!standalone}
      />
    </div>
  );
};
