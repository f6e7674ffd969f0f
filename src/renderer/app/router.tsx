import { lazy } from 'react';
import { createBrowserRouter, createHashRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../shell/login/LoginPage';
import { PublicOnly, RequireAuth } from './guards';
import { RootLayout } from './RootLayout';

// Everything but the sign-in page is a lazy chunk, so the first load stays small.
const InterimHomePage = lazy(() =>
  import('../shell/home/InterimHomePage').then((m) => ({ default: m.InterimHomePage })),
);
const NotFoundPage = lazy(() => import('../shell/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/login',
        element: (
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        ),
      },
      { path: '/', element: <Navigate to="/wel" replace /> },
      { path: '/wel', element: <Navigate to="/wel/index" replace /> },
      {
        path: '/wel/index',
        element: (
          <RequireAuth>
            <InterimHomePage />
          </RequireAuth>
        ),
      },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/** Browser history in the browser host; hash history under Electron's app:// protocol, which has no server to fall back on. */
export const createAppRouter = (protocol: string = window.location.protocol) =>
  protocol === 'http:' || protocol === 'https:' ? createBrowserRouter(routes) : createHashRouter(routes);
