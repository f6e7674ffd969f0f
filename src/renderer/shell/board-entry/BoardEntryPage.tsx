import { Button, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, BoardRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { BOARD_ACCOUNT } from '../../app/guards';
import { getApi } from '../../platform/api';
import { useIsSignedIn, useSessionUser } from '../../stores/session-store';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { signOutEverywhere } from '../dialogs/sign-out';
import { inWorkspace } from '../layout/route-handle';

const VIEWS = ['statistics', 'dynamics', 'channel', 'businessType', 'users'] as const;

const useStyles = makeStyles({
  page: {
    minHeight: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    color: '#e6f4ff',
    backgroundColor: '#061a33',
    backgroundImage: 'radial-gradient(ellipse at top, #0b3a6b 0%, #061a33 60%)',
  },
  banner: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: `0 ${tokens.spacingHorizontalXXL}`,
    minHeight: '72px',
    borderBottom: '1px solid rgba(120, 200, 255, 0.3)',
  },
  bannerTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.08em',
  },
  // On its own route it is the whole window; inside the workspace (a /board/* menu) it fills the content area.
  standalone: { minHeight: '100vh' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  user: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: '#a9c8e8' },
  body: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
  },
  icon: { fontSize: '64px', color: '#4fc3f7' },
  heading: { margin: 0, fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800 },
  description: { margin: 0, maxWidth: '640px', color: '#a9c8e8', fontSize: tokens.fontSizeBase400 },
  views: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
  },
  view: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    border: '1px solid rgba(120, 200, 255, 0.35)',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'rgba(79, 195, 247, 0.08)',
  },
  viewsTitle: { margin: 0, color: '#a9c8e8', fontSize: tokens.fontSizeBase300 },
});

/**
 * Where the big-data board (issue 5) will open: what the bigdata account gets instead of the workspace, and
 * what the board's menu routes show until then. It says so plainly and offers the ways out the board will
 * have: sign-out (after a confirmation) and, for users who also have the back office, going back to it.
 */
export const BoardEntryPage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const user = useSessionUser();
  const standalone = !inWorkspace(useMatches());
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await signOutEverywhere(getApi());
    setSigningOut(false);
    setConfirming(false);
    void navigate('/login', { replace: true });
  };

  const hasBackOffice = signedIn && user !== null && user.account !== BOARD_ACCOUNT;
  const name = user?.realName || user?.account || '';

  return (
    <div className={mergeClasses(styles.page, standalone && styles.standalone)} data-testid="board-entry">
      <header className={styles.banner}>
        <h1 className={styles.bannerTitle}>{t('board.banner')}</h1>
        <div className={styles.actions}>
          {signedIn && user ? (
            <span className={styles.user} data-testid="board-user">
              <PersonRegular />
              {t('board.signedInAs', { name, account: user.account })}
            </span>
          ) : null}
          {hasBackOffice ? (
            <Button appearance="secondary" icon={<ArrowLeftRegular />} onClick={() => void navigate('/wel/index')}>
              {t('board.enterAdmin')}
            </Button>
          ) : null}
          {signedIn ? (
            <Button
              appearance="primary"
              icon={signingOut ? <Spinner size="tiny" /> : <SignOutRegular />}
              disabled={signingOut}
              onClick={() => setConfirming(true)}
            >
              {signingOut ? t('board.signingOut') : t('board.signOut')}
            </Button>
          ) : (
            <Button appearance="primary" onClick={() => void navigate('/login')}>
              {t('login.submit')}
            </Button>
          )}
        </div>
      </header>
      <main className={styles.body}>
        <BoardRegular className={styles.icon} aria-hidden="true" />
        <h2 className={styles.heading}>{t('board.heading')}</h2>
        <p className={styles.description}>{t('board.description')}</p>
        <p className={styles.viewsTitle}>{t('board.viewsTitle')}</p>
        <ol className={styles.views}>
          {VIEWS.map((view, index) => (
            <li key={view} className={styles.view}>
              {index + 1}. {t(`board.views.${view}`)}
            </li>
          ))}
        </ol>
      </main>
      <ConfirmDialog
        open={confirming}
        title={t('board.confirmSignOutTitle')}
        message={t('board.confirmSignOut')}
        busy={signingOut}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
};
