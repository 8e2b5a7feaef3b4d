import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { APPLICATION, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const JWT_ANSWER = {
  body: {
    key: 'advisor-key',
    managed_user_id: 31,
    extra_permissions: { ipm: { actions: ['view'], children: ['reports'] } },
  },
};

describe('advisor entry', () => {
  it('swaps the token at once, removes it from the address bar and lands on the target', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const server = mockServer({ 'POST /api/auth/jwt_login/': JWT_ANSWER });
    const { location } = renderApp(
      '/advisor-entry?jwt_token=eyJ.abc.def&target_url=%2Faccount%2Fsettings%2F',
    );
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(location.current.pathname).toBe('/account/settings/');
    expect(server.callsTo('POST /api/auth/jwt_login/')[0]?.body).toEqual({ jwt_token: 'eyJ.abc.def' });
    expect(replaceState).toHaveBeenCalled();
    expect(String(replaceState.mock.calls[0]?.[2])).not.toContain('jwt_token');
    expect(localStorage.getItem('portal.token')).toBe('advisor-key');
    expect(localStorage.getItem('portal.managed_user_id')).toBe('31');
    expect(JSON.parse(localStorage.getItem('portal.extra_permissions')!)).toEqual({
      ipm: { actions: ['view'], children: ['reports'] },
    });
    await waitFor(() =>
      expect(server.callsTo('GET /api/profiles/my/').at(-1)?.headers.get('X-Managed-User-Id')).toBe('31'),
    );
  });

  it('ignores a target on another site', async () => {
    mockServer({ 'POST /api/auth/jwt_login/': JWT_ANSWER });
    const { location } = renderApp('/advisor-entry?jwt_token=t&target_url=https%3A%2F%2Fevil.example%2Fx');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(location.current.pathname).toBe('/');
  });

  it('says when the link is not valid', async () => {
    mockServer({
      'POST /api/auth/jwt_login/': {
        status: 400,
        body: { detail: 'The sign-in link is invalid or has expired.' },
      },
    });
    renderApp('/advisor-entry?jwt_token=bad');
    expect(await screen.findByText('The sign-in link is invalid or has expired.')).toBeVisible();
    expect(localStorage.getItem('portal.token')).toBeNull();
  });
});

describe('app entry', () => {
  it('stores the application and the token and goes to the index', async () => {
    const server = mockServer({
      'GET /api/applications/': {
        body: [APPLICATION, { ...APPLICATION, id: 'icf', product_key: 'icf', name: 'Loan Notes' }],
      },
    });
    const { location } = renderApp('/app-entry?app_id=icf&token=tok-1');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(location.current.pathname).toBe('/');
    expect(localStorage.getItem('portal.application_id')).toBe('icf');
    expect(localStorage.getItem('portal.token')).toBe('tok-1');
    await waitFor(() =>
      expect(server.callsTo('GET /api/profiles/my/').at(-1)?.headers.get('X-Application-Id')).toBe('icf'),
    );
  });

  it.each(['/app-entry?app_id=icf', '/app-entry?token=tok-1'])('%s goes to login', async (path) => {
    mockServer();
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeVisible();
    expect(location.current.pathname).toBe('/auth/login/');
    expect(localStorage.getItem('portal.token')).toBeNull();
  });

  it('keeps a known application named without a token for the sign-in that follows', async () => {
    const icf = { ...APPLICATION, id: 'icf', product_key: 'icf', name: 'Loan Notes' };
    mockServer({ 'GET /api/applications/': { body: [APPLICATION, icf] } });
    const { location } = renderApp('/app-entry?app_id=icf');
    await waitFor(() => expect(location.current.pathname).toBe('/auth/login/'));
    expect(localStorage.getItem('portal.application_id')).toBe('icf');
    expect(localStorage.getItem('portal.token')).toBeNull();
  });
});
