import { FluentProvider } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../../../../src/renderer/app/i18n';
import { lightTheme } from '../../../../src/renderer/app/theme';
import { DataProviderProvider } from '../../../../src/renderer/crud/core/CrudContext';
import type { DataProvider } from '../../../../src/renderer/crud/core/data-provider';
import { sessionActions } from '../../../../src/renderer/stores/session-store';
import type { Language } from '../../../../src/shared/i18n';
import { FakeApi } from '../fake-api';
import '../render-with-providers';

/** The window's host API for the shell parts the engine reuses (the permission query of `menu/buttons`). */
export const api = new FakeApi();
window.api = api;

afterEach(cleanup);

// A whole screen renders a few times before its rows show (a list first learns the operator's saved searches, then
// asks for its rows). On the shared two-core machine one jsdom render of a screen can take half a second, so
// testing-library's 1 s wait and vitest's 5 s per test failed tests that were right. Waits still end as soon as
// what they wait for is there.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

export const envelope = (data: unknown) => ({
  ok: true as const,
  data: { status: 200, data: { code: 200, success: true, msg: '', data } },
});

/** Signs the fake session in and answers `menu/buttons` with these codes (one parent menu). */
export const grantButtons = (codes: readonly string[]) => {
  api.reset();
  api.handle('http.request', (input) => {
    const { url } = input as { url: string };
    if (url.endsWith('/blade-system/menu/buttons')) {
      return envelope([
        { id: '1', code: 'screen', children: codes.map((code, index) => ({ id: `b${index}`, code, name: code })) },
      ]);
    }
    return { ok: false, error: { code: 'http', message: `no fake for ${url}` } };
  });
  sessionActions.loaded({
    signedIn: true,
    issuedAt: 1,
    user: {
      userId: '1',
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
  });
};

export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });

export const Providers = ({
  client,
  provider,
  children,
}: {
  client: QueryClient;
  provider: DataProvider;
  children: ReactNode;
}) => (
  <FluentProvider theme={lightTheme}>
    <QueryClientProvider client={client}>
      <DataProviderProvider provider={provider}>{children}</DataProviderProvider>
    </QueryClientProvider>
  </FluentProvider>
);

/** Renders inside the app's theme, i18n (with the CRUD texts), a fresh query cache and the given data provider. */
export const renderCrud = async (
  ui: ReactElement,
  provider: DataProvider,
  { language = 'zh', client = newQueryClient() }: { language?: Language; client?: QueryClient } = {},
): Promise<RenderResult & { client: QueryClient }> => {
  const i18n = await initI18n(language);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Providers client={client} provider={provider}>
        {ui}
      </Providers>
    </I18nextProvider>,
  );
  return { ...result, client };
};
