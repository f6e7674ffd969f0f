import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BOARD_ACCOUNT } from '../../app/guards';
import { getApi, isKioskWindow } from '../../platform/api';
import { useIsSignedIn, useSessionUser } from '../../stores/session-store';
import { isBoardAdministrator } from '../../../shared/board-roles';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FinancePage } from '../finance/FinancePage';
import { BoardSettingsPanel } from '../settings/BoardSettingsPanel';
import { BusinessView } from '../views/business/BusinessView';
import { ChannelView } from '../views/channel/ChannelView';
import { TransactionDynamicsView } from '../views/dynamics/TransactionDynamicsView';
import { ProductOverviewView } from '../views/overview/ProductOverviewView';
import { UsersView } from '../views/users/UsersView';
import { AreaSelect } from './AreaSelect';
import { BoardAction, QueryButton } from './board-actions';
import {
  BoardActionsContext,
  BoardQueryContext,
  initialBoardQuery,
  type BoardActions,
  type BoardQuery,
} from './board-context';
import { BoardHeader, type BoardView } from './BoardHeader';
import { BoardStage } from './BoardStage';
import { enterAdmin, signOutOfBoard } from './board-window';
import { DateRangePicker, type RangeDraft } from './DateRangePicker';
import {
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  lastDaysRange,
  rangeFromParts,
  SHORTCUT_DAYS,
  splitBound,
} from './date-range';
import { BoardLayout, layoutStyleFor } from './layouts';
import { LoadingMask } from './LoadingMask';
import { StaleMarker } from './StaleMarker';

const VIEWS: Record<BoardView, ComponentType> = {
  1: ProductOverviewView,
  2: TransactionDynamicsView,
  3: ChannelView,
  4: BusinessView,
  5: UsersView,
};

export type BoardPage = 'screen' | 'finance';

const emptyDraft: RangeDraft = { fromDay: '', fromTime: DEFAULT_START_TIME, toDay: '', toTime: DEFAULT_END_TIME };

const draftOfRange = (from: string | null, to: string | null): RangeDraft => {
  const start = splitBound(from, DEFAULT_START_TIME);
  const end = splitBound(to, DEFAULT_END_TIME);
  return { fromDay: start.day, fromTime: start.time, toDay: end.day, toTime: end.time };
};

declare global {
  interface Window {
    /** Test and benchmark hook: refetches every board figure on screen now (one refresh cycle). */
    __boardRefresh?: () => Promise<void>;
  }
}

/**
 * The big-data board (spec 000 §2.4): the scaled 1920×1080 stage with the 121 px header, the view chosen in
 * the menu (or the finance page), the shared region/range query every view reads, the loading mask and the
 * stale marker. Entering loads everything; changing the area, the range (Query) or view 4's tab reloads all.
 */
export const BoardApp = ({
  initialPage = 'screen',
  embedded = false,
}: {
  initialPage?: BoardPage;
  /** Opened as a workspace tab: it covers the content area, and the workspace's header owns the session. */
  embedded?: boolean;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const signedIn = useIsSignedIn();
  const user = useSessionUser();
  const [page, setPage] = useState<BoardPage>(initialPage);
  const [view, setView] = useState<BoardView>(1);
  const [query, setQuery] = useState<BoardQuery>(initialBoardQuery);
  const [draft, setDraft] = useState<RangeDraft>(emptyDraft);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    window.__boardRefresh = () => client.refetchQueries({ queryKey: ['board'], type: 'active' });
    return () => {
      delete window.__boardRefresh;
    };
  }, [client]);

  const reload = useCallback(
    (change: Partial<BoardQuery>) => setQuery((q) => ({ ...q, ...change, reloadKey: q.reloadKey + 1 })),
    [],
  );
  const actions = useMemo<BoardActions>(
    () => ({
      setFourMenu: (fourMenu) =>
        setQuery((q) => (q.fourMenu === fourMenu ? q : { ...q, fourMenu, reloadKey: q.reloadKey + 1 })),
    }),
    [],
  );

  const runQuery = () => {
    const noDays = draft.fromDay === '' && draft.toDay === '';
    const range = noDays ? null : rangeFromParts(draft);
    // An incomplete or reversed range is not sent: the picker goes back to what is in force.
    if (!noDays && !range) {
      setDraft(draftOfRange(query.from, query.to));
      return;
    }
    reload({ from: range?.from ?? null, to: range?.to ?? null });
  };

  const go = (path: string) => void navigate(path, { replace: true });
  const signOut = async () => {
    setSigningOut(true);
    await signOutOfBoard(getApi(), go);
    setSigningOut(false);
    setConfirming(false);
  };

  // The kiosk window neither signs in nor changes settings: both happen in the workspace window.
  const inKiosk = isKioskWindow();
  const hasBackOffice = signedIn && user !== null && user.account !== BOARD_ACCOUNT;
  const View = VIEWS[view];
  const layout = page === 'finance' ? 'one' : layoutStyleFor(view, query.fourMenu);

  const filters = (
    <>
      <AreaSelect value={query.cityCode} onChange={(cityCode) => reload({ cityCode })} />
      {page === 'screen' ? (
        <>
          <DateRangePicker
            draft={draft}
            onDraft={setDraft}
            onShortcut={(key) => {
              const range = lastDaysRange(new Date(), SHORTCUT_DAYS[key]);
              setDraft(draftOfRange(range.from, range.to));
              reload(range);
            }}
            onClear={() => {
              setDraft(emptyDraft);
              reload({ from: null, to: null });
            }}
          />
          <QueryButton onClick={runQuery}>{t('board.frame.query')}</QueryButton>
        </>
      ) : null}
    </>
  );

  return (
    <BoardStage embedded={embedded}>
      <BoardQueryContext.Provider value={query}>
        <BoardActionsContext.Provider value={actions}>
          <BoardHeader
            view={view}
            onView={setView}
            showViews={page === 'screen'}
            filters={filters}
            leftActions={
              <>
                <BoardAction
                  testId="board-page-switch"
                  onClick={() => setPage(page === 'screen' ? 'finance' : 'screen')}
                >
                  {page === 'screen' ? t('board.frame.finance') : t('board.frame.screen')}
                </BoardAction>
                <BoardAction testId="board-settings-open" onClick={() => setSettingsOpen((o) => !o)}>
                  {t('board.frame.settings')}
                </BoardAction>
              </>
            }
            rightActions={
              // Inside the workspace its header already names the user, signs out and is the back office.
              embedded ? null : (
                <>
                  {signedIn && user ? (
                    <span data-testid="board-user">
                      {t('board.signedInAs', { name: user.realName || user.account, account: user.account })}
                    </span>
                  ) : null}
                  {hasBackOffice ? (
                    <BoardAction testId="board-enter-admin" onClick={() => void enterAdmin(getApi(), go)}>
                      {t('board.enterAdmin')}
                    </BoardAction>
                  ) : null}
                  {signedIn ? (
                    <BoardAction testId="board-sign-out" disabled={signingOut} onClick={() => setConfirming(true)}>
                      {signingOut ? t('board.signingOut') : t('board.signOut')}
                    </BoardAction>
                  ) : (
                    <BoardAction
                      testId="board-sign-in"
                      onClick={() => (inKiosk ? void enterAdmin(getApi(), go) : void navigate('/login'))}
                    >
                      {t('login.submit')}
                    </BoardAction>
                  )}
                </>
              )
            }
          />
          <BoardLayout layout={layout} scroll={embedded}>
            {page === 'finance' ? <FinancePage /> : <View />}
          </BoardLayout>
          {settingsOpen ? (
            <BoardSettingsPanel
              access={inKiosk ? 'kiosk' : isBoardAdministrator(user?.roleName) ? 'edit' : 'read'}
              onClose={() => setSettingsOpen(false)}
            />
          ) : null}
          <LoadingMask />
          <StaleMarker />
        </BoardActionsContext.Provider>
      </BoardQueryContext.Provider>
      <ConfirmDialog
        open={confirming}
        title={t('board.confirmSignOutTitle')}
        message={t('board.confirmSignOut')}
        busy={signingOut}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirming(false)}
      />
    </BoardStage>
  );
};
