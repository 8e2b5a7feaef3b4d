import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ThemeOptions } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrandThemeProvider } from '@/app/brand-theme-provider';
import { MonitoringScript } from '@/app/monitoring-script';
import { AppRoutes } from '@/app/routes';
import { AppErrorBoundary } from '@/app/unexpected-error';
import { configureAppEnvironment } from '@/shared/lib/app-environment';
import { ToastViewport } from '@/shared/toast/toast-viewport';
import { PageSpinner } from '@/shared/ui/page-spinner';

/**
 * Providers outside the router: the query cache and the brand theme. The web tests pass their own style
 * cache and theme overrides (src/test/test-styles.ts); the app uses emotion's default cache and the brand theme.
 */
export const AppProviders = ({
  queryClient,
  styleCache,
  themeOverrides,
  children,
}: {
  queryClient: QueryClient;
  styleCache?: EmotionCache;
  themeOverrides?: ThemeOptions;
  children: ReactNode;
}) => {
  const themed = (
    <QueryClientProvider client={queryClient}>
      <BrandThemeProvider overrides={themeOverrides}>{children}</BrandThemeProvider>
    </QueryClientProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{themed}</CacheProvider> : themed;
};

/** Lets the HTTP client's error catalogue (outside React) navigate with this router and use this cache. */
const NavigationBridge = ({ queryClient }: { queryClient: QueryClient }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location });
  latest.current = { navigate, location };
  useLayoutEffect(() => {
    configureAppEnvironment({
      navigate: (to, options) => void latest.current.navigate(to, options),
      currentPath: () => `${latest.current.location.pathname}${latest.current.location.search}`,
      queryClient,
    });
  }, [queryClient]);
  return null;
};

/** Inside the router: the routes, toasts, and an error boundary that resets when the page changes. */
export const AppShell = ({ queryClient }: { queryClient: QueryClient }) => {
  const { pathname } = useLocation();
  return (
    <>
      <NavigationBridge queryClient={queryClient} />
      <MonitoringScript />
      <AppErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <AppRoutes />
        </Suspense>
      </AppErrorBoundary>
      <ToastViewport />
    </>
  );
};
