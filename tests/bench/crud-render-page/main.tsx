// The page tests/bench/crud-render.ts drives: the engine's real ResourcePage (list controller, table, pager)
// over a data provider whose list answer the bench delivers, so the time from data arrival to a painted,
// interactive table can be measured in the browser.
import { FluentProvider } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../../../src/renderer/app/i18n';
import { lightTheme } from '../../../src/renderer/app/theme';
import { DataProviderProvider } from '../../../src/renderer/crud/core/CrudContext';
import type { ListPage } from '../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../src/renderer/crud/core/test-data-provider';
import { ResourcePage } from '../../../src/renderer/crud/fluent/ResourcePage';
import { sessionActions } from '../../../src/renderer/stores/session-store';
import type { Result } from '../../../src/shared/contract/result';
import type { WorkspaceApi } from '../../../src/shared/contract/window-api';
import { benchResource, makeRows } from './bench-resource';

declare global {
  interface Window {
    benchDeliver?: (count: number, seed: number) => number;
    benchRemount?: () => Promise<void>;
    benchReady?: boolean;
  }
}

// The permission query of the shell: every button granted, so each row carries its actions and switches.
const grants = ['bench_add', 'bench_edit', 'bench_delete', 'bench_view'];
window.api = {
  invoke: (async () =>
    ({
      ok: true,
      data: {
        status: 200,
        data: {
          code: 200,
          success: true,
          data: [{ id: '1', code: 'bench', children: grants.map((code) => ({ id: code, code })) }],
        },
      },
    }) as Result<unknown>) as WorkspaceApi['invoke'],
  on: () => () => undefined,
};
sessionActions.loaded({
  signedIn: true,
  issuedAt: 1,
  user: {
    userId: '1',
    tenantId: '000000',
    account: 'bench',
    realName: 'bench',
    avatar: '',
    deptId: '1',
    roleId: '1',
    postId: '1',
    roleName: 'administrator',
    oauthId: '',
  },
});

let pending: ((page: ListPage<unknown>) => void) | null = null;
const provider = testDataProvider({
  getList: () => new Promise((resolve) => (pending = resolve as (page: ListPage<unknown>) => void)),
  custom: async () => [
    { dictKey: '1', dictValue: '景区门票', dictValueEn: 'Tickets' },
    { dictKey: '2', dictValue: '餐饮娱乐', dictValueEn: 'Dining' },
    { dictKey: '3', dictValue: '酒店民宿', dictValueEn: 'Hotels' },
  ],
});

window.benchDeliver = (count, seed) => {
  const start = performance.now();
  pending?.({ records: makeRows(count, seed), total: 100_000 });
  pending = null;
  return start;
};

const Bench = () => {
  const [generation, setGeneration] = useState(0);
  window.benchRemount = () =>
    new Promise((resolve) => {
      setGeneration((value) => value + 1);
      const wait = () => (pending ? resolve() : setTimeout(wait, 5));
      wait();
    });
  return <ResourcePage key={generation} def={benchResource} />;
};

const i18n = await initI18n('zh');
const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0, gcTime: 0 } } });
createRoot(document.getElementById('root') as HTMLElement).render(
  <FluentProvider theme={lightTheme}>
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <DataProviderProvider provider={provider}>
          <Bench />
        </DataProviderProvider>
      </I18nextProvider>
    </QueryClientProvider>
  </FluentProvider>,
);
window.benchReady = true;
