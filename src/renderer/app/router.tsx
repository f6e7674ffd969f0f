import { lazy } from 'react';
import { createBrowserRouter, createHashRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../shell/login/LoginPage';
import { RouteErrorPage } from '../shell/errors/RouteErrorPage';
import type { RouteHandle } from '../shell/layout/route-handle';
import { MENU_SCREEN_ROUTE_ID, PublicOnly, RequireAuth, UNNAMED_LANDING } from './guards';
import { RootLayout } from './RootLayout';

// Everything but the sign-in page is a lazy chunk, so the first load stays small.
const WorkspaceLayout = lazy(() =>
  import('../shell/layout/WorkspaceLayout').then((m) => ({ default: m.WorkspaceLayout })),
);
const NotFoundPage = lazy(() => import('../shell/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ForbiddenPage = lazy(() => import('../shell/errors/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })));
const ServerErrorPage = lazy(() =>
  import('../shell/errors/ServerErrorPage').then((m) => ({ default: m.ServerErrorPage })),
);
const LockPage = lazy(() => import('../shell/lock/LockPage').then((m) => ({ default: m.LockPage })));
const BoardEntryPage = lazy(() =>
  import('../shell/board-entry/BoardEntryPage').then((m) => ({ default: m.BoardEntryPage })),
);
const HomePage = lazy(() => import('../shell/home/HomePage').then((m) => ({ default: m.HomePage })));
const DashboardPage = lazy(() =>
  import('../shell/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const InfoPage = lazy(() => import('../shell/info/InfoPage').then((m) => ({ default: m.InfoPage })));
const IframePage = lazy(() => import('../shell/iframe/IframePage').then((m) => ({ default: m.IframePage })));
const DiagnosticsPage = lazy(() =>
  import('../shell/screens/DiagnosticsPage').then((m) => ({ default: m.DiagnosticsPage })),
);
const SettingsPage = lazy(() => import('../shell/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const RegisteredScreen = lazy(() =>
  import('../shell/screens/RegisteredScreen').then((m) => ({ default: m.RegisteredScreen })),
);
const MenuScreen = lazy(() => import('../shell/screens/MenuScreen').then((m) => ({ default: m.MenuScreen })));

const handle = (value: RouteHandle): RouteHandle => value;

/** The fixed workspace routes of spec 000 §2.1; every other path inside is a menu route (or unknown: /404). */
const workspaceRoutes: RouteObject[] = [
  { path: '/wel/index', element: <HomePage />, handle: handle({ route: 'home' }) },
  { path: '/wel/dashboard', element: <DashboardPage />, handle: handle({ route: 'dashboard' }) },
  { path: '/test/index', element: <DiagnosticsPage />, handle: handle({ route: 'test' }) },
  {
    path: '/dict-horizontal/index',
    element: <RegisteredScreen screen="/dict-horizontal/index" route="dictHorizontal" />,
    handle: handle({ route: 'dictHorizontal' }),
  },
  {
    path: '/dict-vertical/index',
    element: <RegisteredScreen screen="/dict-vertical/index" route="dictVertical" />,
    handle: handle({ route: 'dictVertical' }),
  },
  { path: '/info/index', element: <InfoPage />, handle: handle({ route: 'info' }) },
  { path: '/settings/index', element: <SettingsPage />, handle: handle({ route: 'settings' }) },
  { path: '/myiframe/*', element: <IframePage />, handle: handle({ route: 'iframe' }) },
  {
    path: '/work/process/leave/form/:processDefinitionId',
    element: <RegisteredScreen screen="/work/process/leave/form" route="leaveForm" />,
    handle: handle({ route: 'leaveForm' }),
  },
  {
    path: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
    element: <RegisteredScreen screen="/work/process/leave/handle" route="leaveHandle" />,
    handle: handle({ route: 'leaveHandle' }),
  },
  {
    path: '/work/process/leave/detail/:processInstanceId/:businessId',
    element: <RegisteredScreen screen="/work/process/leave/detail" route="leaveDetail" />,
    handle: handle({ route: 'leaveDetail' }),
  },
  { id: MENU_SCREEN_ROUTE_ID, path: '*', element: <MenuScreen /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/login',
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
        handle: handle({ titleKey: 'login.title' }),
      },
      { path: '/lock', element: <LockPage />, handle: handle({ titleKey: 'layout.routes.lock' }) },
      { path: '/404', element: <NotFoundPage />, handle: handle({ titleKey: 'layout.routes.notFound' }) },
      { path: '/403', element: <ForbiddenPage />, handle: handle({ titleKey: 'layout.routes.forbidden' }) },
      { path: '/500', element: <ServerErrorPage />, handle: handle({ titleKey: 'layout.routes.serverError' }) },
      {
        path: '/visualization/index',
        element: <BoardEntryPage />,
        handle: handle({ titleKey: 'layout.routes.board' }),
      },
      {
        path: '/midu/visualization/index',
        element: <BoardEntryPage />,
        handle: handle({ titleKey: 'layout.routes.board' }),
      },
      // An address that names no page (a window opened at its root) carries that along: the workspace then reopens
      // the last active tab. An explicit /wel/index is the home page (issue 19).
      { path: '/', element: <Navigate to="/wel/index" replace state={UNNAMED_LANDING} /> },
      { path: '/wel', element: <Navigate to="/wel/index" replace state={UNNAMED_LANDING} /> },
      {
        element: (
          <RequireAuth>
            <WorkspaceLayout />
          </RequireAuth>
        ),
        handle: handle({ workspace: true }),
        // A page that throws shows the error inside the workspace; the header and tabs stay usable.
        children: workspaceRoutes.map((route) => ({ ...route, errorElement: <RouteErrorPage embedded /> })),
      },
    ],
  },
];

/** Browser history in the browser host; hash history under Electron's app:// protocol, which has no server to fall back on. */
export const createAppRouter = (protocol: string = window.location.protocol) =>
  protocol === 'http:' || protocol === 'https:' ? createBrowserRouter(routes) : createHashRouter(routes);
