import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/shared/api/http-client';
import { LOGOUT_REASONS } from '@/shared/session/logout-reasons';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const CONFIG = { body: { session_expire_after: 120, session_expire_warning_after: 60 } };

const renderSignedIn = async (server: ReturnType<typeof mockServer>) => {
  const view = renderApp('/account/help/', { token: 't', fakeTimers: true });
  await screen.findByRole('heading', { name: 'Help' });
  await waitFor(() => expect(server.callsTo('GET /api/auth/session-config/')).toHaveLength(1));
  return view;
};

describe('session keep-alive', () => {
  it('after the warning time asks to stay logged in with a live countdown; answering keeps the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = mockServer({
      'GET /api/auth/session-config/': CONFIG,
      'GET /api/auth/last-activity/': { body: { inactive_seconds: 60 } },
      'GET /api/auth/keep-alive/': { body: { detail: 'Session extended.' } },
    });
    const { user } = await renderSignedIn(server);
    expect(server.callsTo('GET /api/auth/last-activity/')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('dialog', { name: 'Do you want to stay logged in?' })).toBeVisible();
    expect(screen.getByText('1:00')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('0:55')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('GET /api/auth/keep-alive/')).toHaveLength(1);
    expect(server.callsTo('GET /api/auth/last-activity/')[0]?.headers.get('Authorization')).toBe('Token t');
  });

  it('logs out at zero: calls logout, clears the device and goes to login, which says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = mockServer({
      'GET /api/auth/session-config/': CONFIG,
      'GET /api/auth/last-activity/': { body: { inactive_seconds: 100 } },
    });
    const { location } = await renderSignedIn(server);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('0:20')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(21_000));
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeVisible();
    expect(location.current.pathname).toBe('/auth/login/');
    expect(server.callsTo('POST /api/auth/logout/')).toHaveLength(1);
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(LOGOUT_REASONS.idle);
  });

  it('Log out in the modal is the user’s choice: the login page gives no idle reason', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = mockServer({
      'GET /api/auth/session-config/': CONFIG,
      'GET /api/auth/last-activity/': { body: { inactive_seconds: 60 } },
    });
    const { user } = await renderSignedIn(server);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeVisible();
    expect(screen.queryByText(LOGOUT_REASONS.idle)).toBeNull();
  });

  it('waits again when the server saw activity meanwhile (no prompt)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = mockServer({
      'GET /api/auth/session-config/': CONFIG,
      'GET /api/auth/last-activity/': { body: { inactive_seconds: 10 } },
    });
    await renderSignedIn(server);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(server.callsTo('GET /api/auth/last-activity/')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(server.callsTo('GET /api/auth/last-activity/')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(server.callsTo('GET /api/auth/last-activity/')).toHaveLength(2);
  });

  it('any request restarts the inactivity wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = mockServer({
      'GET /api/auth/session-config/': CONFIG,
      'GET /api/auth/last-activity/': { body: { inactive_seconds: 60 } },
      'GET /api/flat-pages/': { body: [] },
    });
    await renderSignedIn(server);
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    await act(() => http.get('/flat-pages/'));
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(server.callsTo('GET /api/auth/last-activity/')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(server.callsTo('GET /api/auth/last-activity/')).toHaveLength(1);
  });
});
