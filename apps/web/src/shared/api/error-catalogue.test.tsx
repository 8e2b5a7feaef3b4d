import { SESSION_EXPIRED_DETAIL } from '@portal/contracts/api/codes';
// Spec section 8, row by row, through the real app: the server answers, the user sees the result.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { flattenFieldErrors } from '@/shared/api/api-error';
import { http } from '@/shared/api/http-client';
import { LOGOUT_REASONS } from '@/shared/session/logout-reasons';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const signIn = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.type(await screen.findByLabelText('Email'), 'olivia@example.com');
  await user.type(screen.getByLabelText('Password'), 'Correct-horse-9');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
};

describe('error catalogue', () => {
  it('HTTP 401 logs the user out without calling the server', async () => {
    const server = mockServer({
      'GET /api/profiles/my/': { status: 401, body: { detail: 'Invalid token.' } },
    });
    const { location } = renderApp('/account/help/', { token: 'stale' });
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/auth/login/');
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(server.callsTo('POST /api/auth/logout/')).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a session the server says has expired lands on the login page saying so', async () => {
    mockServer({
      'GET /api/profiles/my/': { status: 401, body: { detail: SESSION_EXPIRED_DETAIL } },
    });
    const { location } = renderApp('/account/help/', { token: 'stale' });
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeInTheDocument();
    expect(location.current.search).toBe('?reason=expired');
    expect(screen.getByRole('status')).toHaveTextContent(LOGOUT_REASONS.expired);
  });

  it('403 by default opens the forbidden page', async () => {
    mockServer({
      'GET /api/profiles/my/': {
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      },
    });
    const { location } = renderApp('/account/help/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/forbidden/');
    expect(screen.getByText('You do not have permission to perform this action.')).toBeInTheDocument();
  });

  it("403 'Due to security reasons password must be changed.' sends the user to change the password", async () => {
    mockServer({
      'GET /api/notifications/': {
        status: 403,
        body: { detail: 'Due to security reasons password must be changed.' },
      },
      'GET /api/auth/security-schema/': {
        body: { resource: 'password', two_factor_required_for_write: false, confirmed: false },
      },
    });
    const { location, queryClient } = renderApp('/notifications/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/account/change-password/');
    expect(
      queryClient.getQueryData<{ force_password_change: boolean }>(['profiles', 'my'])?.force_password_change,
    ).toBe(true);
  });

  it.each([
    [
      'permission_denied',
      'Your password was recently reset. Two-factor verification is required. A verification code has been sent to your phone by SMS.',
    ],
    ['login_2fa_required', 'A verification code has just been sent to your phone by SMS.'],
  ])('403 code %s shows the Verification overlay', async (code, text) => {
    mockServer({
      'POST /api/auth/login/': { body: { key: 'pending', profile: null } },
      'GET /api/profiles/my/': {
        status: 403,
        body: { detail: 'Two-factor verification is required.', code },
      },
    });
    const { user } = renderApp('/auth/login/');
    await signIn(user);
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toBeInTheDocument();
  });

  it("403 code max_verification_limit_reached opens the error page titled 'Sorry!' with the message", async () => {
    mockServer({
      'GET /api/profiles/my/': {
        status: 403,
        body: {
          detail: 'You have reached the maximum number of verification attempts.',
          code: 'max_verification_limit_reached',
        },
      },
    });
    const { location } = renderApp('/account/help/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Sorry!' })).toBeInTheDocument();
    expect(
      screen.getByText('You have reached the maximum number of verification attempts.'),
    ).toBeInTheDocument();
    expect(location.current.pathname).toBe('/error-page/');
  });

  it('404 opens the page-not-found page', async () => {
    mockServer({ 'GET /api/flat-pages/missing/': { status: 404, body: { detail: 'Not found.' } } });
    const { location } = renderApp('/account/legal/missing/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/page-not-found/');
  });

  it('404 stays in place when the caller handles it (a legal modal on the login page)', async () => {
    mockServer({ 'GET /api/flat-pages/terms-of-service/': { status: 404, body: { detail: 'Not found.' } } });
    const { user, location } = renderApp('/auth/login/');
    await user.click(await screen.findByRole('button', { name: 'Terms of Service' }));
    expect(await screen.findByText('This page is not available at the moment.')).toBeInTheDocument();
    expect(location.current.pathname).toBe('/auth/login/');
  });

  it.each([500, 501, 502, 503, 504, 505])(
    'HTTP %i opens the internal-server-error page with the status',
    async (status) => {
      mockServer({ 'GET /api/profiles/my/': { status, body: { detail: 'Server error.' } } });
      const { location } = renderApp('/account/help/', { token: 't' });
      expect(await screen.findByRole('heading', { name: 'Internal server error' })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`error ${status}`))).toBeInTheDocument();
      expect(location.current.pathname).toBe('/internal-server-error/');
    },
  );

  it.each(['temporary_blocked', 'permanent_blocked'])(
    'extra.code %s logs out and opens the account-blocked page',
    async (code) => {
      const server = mockServer({
        'POST /api/auth/login/': {
          status: 403,
          body: { detail: 'Your account is blocked.', extra: { code } },
        },
      });
      const { user, location } = renderApp('/auth/login/');
      localStorage.setItem('portal.user', '{"user_id":1}');
      await signIn(user);
      expect(await screen.findByRole('heading', { name: 'Your account is blocked' })).toBeInTheDocument();
      expect(location.current.pathname).toBe('/account-blocked/');
      expect(localStorage.getItem('portal.user')).toBeNull();
      expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
      expect(server.callsTo('POST /api/auth/logout/')).toHaveLength(0);
    },
  );

  it('a blocked answer on a signed-in page also ends on the account-blocked page', async () => {
    mockServer({
      'GET /api/profiles/my/': {
        status: 403,
        body: { detail: 'Your account is blocked.', extra: { code: 'permanent_blocked' } },
      },
    });
    const { location } = renderApp('/account/help/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Your account is blocked' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/account-blocked/');
    expect(localStorage.getItem('portal.token')).toBeNull();
  });

  it("field errors go under their fields (arrays joined by ', ') and non_field_errors at the top", async () => {
    mockServer({
      'POST /api/auth/login/': {
        status: 400,
        body: {
          email: ['Enter a valid email address.', 'This account is not active.'],
          non_field_errors: ['Unable to log in with provided credentials.'],
        },
      },
    });
    const { user } = renderApp('/auth/login/');
    await signIn(user);
    expect(
      await screen.findByText('Enter a valid email address., This account is not active.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'Unable to log in with provided credentials.',
    );
    expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument();
  });

  it("a generic failure in a form reads 'Looks like something went wrong' at the top of the form", async () => {
    mockServer({ 'POST /api/auth/login/': { networkError: true } });
    const { user } = renderApp('/auth/login/');
    await signIn(user);
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Looks like something went wrong');
  });

  it("a generic failure elsewhere is a toast 'Looks like something went wrong'", async () => {
    mockServer({ 'GET /api/flat-pages/': { networkError: true } });
    renderApp('/account/legal/', { token: 't' });
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Looks like something went wrong');
  });

  it('a detail message is shown as an error toast', async () => {
    mockServer({
      'POST /api/auth/login/': {
        status: 429,
        body: { detail: 'Too many attempts. Please try again in 5 minutes.' },
      },
    });
    const { user } = renderApp('/auth/login/');
    await signIn(user);
    expect(await screen.findByTestId('toast-error')).toHaveTextContent(
      'Too many attempts. Please try again in 5 minutes.',
    );
  });

  it('toasts close by themselves after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockServer({ 'GET /api/flat-pages/': { status: 400, body: { detail: 'Unknown target.' } } });
    renderApp('/account/legal/', { token: 't', fakeTimers: true });
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Unknown target.');
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByTestId('toast-error')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument());
  });
});

describe('http client headers', () => {
  it('sends the application id, the token and the managed user id', async () => {
    const server = mockServer({ 'GET /api/accounts/': { body: [] } });
    localStorage.setItem('portal.application_id', 'icf');
    localStorage.setItem('portal.managed_user_id', '42');
    renderApp('/account/help/', { token: 'abc' });
    await screen.findByRole('heading', { name: 'Help' });
    await http.get('/accounts/', { query: { activated_in_current_application: true } });
    const call = server.callsTo('GET /api/accounts/')[0]!;
    expect(call.query.get('activated_in_current_application')).toBe('true');
    expect(call.headers.get('X-Application-Id')).toBe('icf');
    expect(call.headers.get('X-Managed-User-Id')).toBe('42');
    expect(call.headers.get('Authorization')).toBe('Token abc');
    expect(call.headers.get('Accept')).toBe('application/json');
  });
});

describe('flattenFieldErrors', () => {
  it('joins arrays and names nested fields by path', () => {
    expect(
      flattenFieldErrors({
        detail: 'ignored',
        code: ['A two-factor code field keeps its message'],
        non_field_errors: ['top'],
        new_password2: ['Passwords do not match', 'Too short'],
        address: { post_code: ['Ensure this field has no more than 10 characters'] },
        people: [{ first_name: ['This field is required'] }],
      }),
    ).toEqual({
      code: 'A two-factor code field keeps its message',
      new_password2: 'Passwords do not match, Too short',
      'address.post_code': 'Ensure this field has no more than 10 characters',
      'people.0.first_name': 'This field is required',
    });
  });
});
