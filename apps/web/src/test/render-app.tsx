// Renders the whole app (providers, route table, guards, toasts) at a path, as a user would reach it.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, AppShell } from '@/app/app';
import { createQueryClient } from '@/shared/lib/app-environment';
import { sessionStore } from '@/shared/session/session-store';
import { deviceStorage } from '@/shared/storage/device-storage';
import { clearToasts } from '@/shared/toast/toast-store';
import { TEST_THEME_OVERRIDES, testStyleCache } from '@/test/test-styles';

type TLocationRef = { current: { pathname: string; search: string; state: unknown } };

/** Records where the router is, so tests can assert where the user was sent. */
const LocationProbe = ({ into }: { into: TLocationRef }) => {
  const { pathname, search, state } = useLocation();
  into.current = { pathname, search, state };
  return null;
};

export type TRenderAppOptions = { token?: string; initialState?: unknown; fakeTimers?: boolean };

export const renderApp = (path: string, { token, initialState, fakeTimers }: TRenderAppOptions = {}) => {
  clearToasts();
  if (token) deviceStorage.setToken(token);
  sessionStore.reload();
  const queryClient = createQueryClient();
  const location: TLocationRef = { current: { pathname: '', search: '', state: undefined } };
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(
    <AppProviders queryClient={queryClient} styleCache={testStyleCache} themeOverrides={TEST_THEME_OVERRIDES}>
      <MemoryRouter
        initialEntries={[
          {
            pathname: path.split('?')[0]!,
            search: path.includes('?') ? `?${path.split('?')[1]}` : '',
            state: initialState,
          },
        ]}
      >
        <AppShell queryClient={queryClient} />
        <LocationProbe into={location} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user, queryClient, location };
};
