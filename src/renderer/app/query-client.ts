import { QueryClient } from '@tanstack/react-query';

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      // A desktop back-office: data refreshes on purpose, not whenever the window regains focus.
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

let shared: QueryClient | null = null;

/** The window's one client, made when the first screen that queries mounts (never on the sign-in route). */
export const windowQueryClient = (): QueryClient => {
  shared ??= createQueryClient();
  return shared;
};
