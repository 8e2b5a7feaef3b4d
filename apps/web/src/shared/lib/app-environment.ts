// What code outside React (the HTTP client and its error catalogue) needs from the running app: a way
// to navigate, the current location and the query cache. The app bootstrap (and each test) configures it.
import { QueryClient } from '@tanstack/react-query';

export type TNavigateOptions = { replace?: boolean; state?: unknown };
export type TAppEnvironment = {
  navigate: (to: string, options?: TNavigateOptions) => void;
  /** The current path with its query, e.g. '/account/settings/?tab=1'. */
  currentPath: () => string;
  queryClient: QueryClient;
};

/** Generic queries use no retry, no refetch on focus and no cache (spec section 7). */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });

let environment: TAppEnvironment = {
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  queryClient: createQueryClient(),
};

export const configureAppEnvironment = (next: TAppEnvironment): void => {
  environment = next;
};

export const appEnvironment = (): TAppEnvironment => environment;
