// Renders one component with what the app gives it (query cache, brand theme, router, toasts) and a
// signed-in session, for component tests of pieces no route shows on its own.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/app';
import { configureAppEnvironment, createQueryClient } from '@/shared/lib/app-environment';
import { sessionStore } from '@/shared/session/session-store';
import { deviceStorage } from '@/shared/storage/device-storage';
import { clearToasts } from '@/shared/toast/toast-store';
import { ToastViewport } from '@/shared/toast/toast-viewport';
import { TEST_THEME_OVERRIDES, testStyleCache } from '@/test/test-styles';

export const renderWithProviders = (node: ReactNode, { token = 't' }: { token?: string } = {}) => {
  clearToasts();
  deviceStorage.setToken(token);
  sessionStore.reload();
  const queryClient = createQueryClient();
  const navigate = vi.fn();
  configureAppEnvironment({ navigate, currentPath: () => '/', queryClient });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} styleCache={testStyleCache} themeOverrides={TEST_THEME_OVERRIDES}>
      <MemoryRouter>
        <Suspense fallback={null}>{node}</Suspense>
        <ToastViewport />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user, queryClient, navigate };
};
