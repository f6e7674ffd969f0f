import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../../../src/renderer/app/i18n';
import { createQueryClient } from '../../../../src/renderer/app/query-client';
import { lightTheme } from '../../../../src/renderer/app/theme';
import type { Result } from '../../../../src/shared/contract/result';
import type { SessionView } from '../../../../src/shared/contract/session';
import type { Language } from '../../../../src/shared/i18n';
import { FakeApi } from '../fake-api';
import '../render-with-providers';

export const api = new FakeApi();

export const admin: SessionView = {
  signedIn: true,
  issuedAt: 1,
  user: {
    userId: '1123598821738675201',
    tenantId: '000000',
    account: 'admin',
    realName: '管理员',
    avatar: '',
    deptId: '2',
    roleId: '3',
    postId: '4',
    roleName: 'administrator',
    oauthId: '',
  },
};

export type HttpRoute = (input: {
  method: string;
  url: string;
  data?: unknown;
  params?: unknown;
}) => Result<{ status: number; data: unknown }> | undefined;

/** Answers `http.request` by URL; an unknown URL fails loudly so a test never passes on a missing fake. */
export const routeHttp = (...routes: HttpRoute[]) =>
  api.handle('http.request', (input) => {
    const request = input as { method: string; url: string; data?: unknown; params?: unknown };
    for (const route of routes) {
      const answer = route(request);
      if (answer) return answer;
    }
    return { ok: false, error: { code: 'http', message: `no fake for ${request.method} ${request.url}` } };
  });

export const envelope = (data: unknown) => ({
  ok: true as const,
  data: { status: 200, data: { code: 200, success: true, msg: '', data } },
});

/** Renders a page at a path inside the app's providers and a memory router. */
export const renderPage = async (
  element: ReactElement,
  {
    path = '/',
    pattern = '*',
    language = 'zh',
    others = [],
  }: { path?: string; pattern?: string; language?: Language; others?: { path: string; element: ReactElement }[] } = {},
): Promise<RenderResult> => {
  const i18n = await initI18n(language);
  const router = createMemoryRouter([{ path: pattern, element }, ...others], { initialEntries: [path] });
  return render(
    <FluentProvider theme={lightTheme}>
      <QueryClientProvider client={createQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </FluentProvider>,
  );
};
