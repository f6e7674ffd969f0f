import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { lightTheme } from './theme';

export interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
}

export const App = ({ i18n, queryClient }: AppProps) => {
  const [router] = useState(() => createAppRouter());
  return (
    <FluentProvider theme={lightTheme} style={{ minHeight: '100vh' }}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </FluentProvider>
  );
};
