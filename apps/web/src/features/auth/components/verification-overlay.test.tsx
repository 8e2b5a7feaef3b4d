import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

/** The server as during a pending sign-in: the profile answers 403 until a code is confirmed. */
const pendingSignIn = (code = 'login_2fa_required', overrides: Parameters<typeof mockServer>[0] = {}) => {
  let confirmed = false;
  const server = mockServer({
    'GET /api/profiles/my/': () =>
      confirmed ? { body: makeProfile() } : { status: 403, body: { detail: 'Verification required.', code } },
    'POST /api/auth/login-confirmation/': ({ body }) => {
      if ((body as { code: string }).code !== '123456')
        return { status: 400, body: { code: ['Invalid code.'] } };
      confirmed = true;
      return { body: { key: 'confirmed-key', profile: makeProfile() } };
    },
    'POST /api/auth/two-factor-authentication/request/': { body: { detail: 'A new code has been sent.' } },
    ...overrides,
  });
  return server;
};

const overlay = () => screen.findByRole('dialog', { name: 'Verification' });

describe('verification overlay', () => {
  it('says a code was just sent for login_2fa_required', async () => {
    pendingSignIn('login_2fa_required');
    renderApp('/', { token: 'pending' });
    expect(
      within(await overlay()).getByText('A verification code has just been sent to your phone by SMS.'),
    ).toBeVisible();
  });

  it('explains the recent password reset for permission_denied', async () => {
    pendingSignIn('permission_denied');
    renderApp('/', { token: 'pending' });
    expect(
      within(await overlay()).getByText(
        'Your password was recently reset. Two-factor verification is required. A verification code has been sent to your phone by SMS.',
      ),
    ).toBeVisible();
  });

  it('checks the code: digits only, exactly 6, Submit disabled until then', async () => {
    pendingSignIn();
    const { user } = renderApp('/', { token: 'pending' });
    const dialog = await overlay();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Code'), '12a');
    expect(await within(dialog).findByText('Code must contain numbers only')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), '123');
    expect(await within(dialog).findByText('Code must contain 6 symbols')).toBeVisible();
    expect(submit).toBeDisabled();
  });

  it('a correct code stores the new key, hides the overlay and shows the page', async () => {
    const server = pendingSignIn();
    const { user } = renderApp('/', { token: 'pending' });
    const dialog = await overlay();
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Verification' })).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/login-confirmation/')[0]?.body).toEqual({ code: '123456' });
    expect(localStorage.getItem('portal.token')).toBe('confirmed-key');
    expect(server.callsTo('GET /api/profiles/my/').at(-1)?.headers.get('Authorization')).toBe(
      'Token confirmed-key',
    );
  });

  it('a wrong code is shown under the field', async () => {
    pendingSignIn();
    const { user } = renderApp('/', { token: 'pending' });
    const dialog = await overlay();
    await user.type(within(dialog).getByLabelText('Code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Invalid code.')).toBeVisible();
  });

  it('resending shows the answer as a success toast and counts down as Resend code in m:ss', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = pendingSignIn('login_2fa_required', {
      'GET /api/utils/config/': { body: { resendVerificationCodeTimeout: 90, monitoring_script: '' } },
    });
    const { user } = renderApp('/', { token: 'pending', fakeTimers: true });
    const dialog = await overlay();
    await waitFor(() => expect(server.callsTo('GET /api/utils/config/')).toHaveLength(1));
    expect(within(dialog).queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('A new code has been sent.');
    expect(server.callsTo('POST /api/auth/two-factor-authentication/request/')[0]?.body).toEqual({
      channel: 'sms',
    });
    expect(within(dialog).getByText('Resend code in 1:30')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(31_000));
    expect(within(dialog).getByText('Resend code in 0:59')).toBeVisible();
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('the contact-support link appears only after the first resend', async () => {
    pendingSignIn();
    const { user } = renderApp('/', { token: 'pending' });
    const dialog = await overlay();
    expect(within(dialog).queryByRole('link', { name: 'Contact support' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    const link = await within(dialog).findByRole('link', { name: 'Contact support' });
    expect(link).toHaveAttribute('href', '/account/contact-support/?redirect_uri=%2F');
  });

  it('the countdown survives a reload: the expiry is kept on the device', async () => {
    pendingSignIn();
    const first = renderApp('/', { token: 'pending' });
    await first.user.click(within(await overlay()).getByRole('button', { name: 'Resend code' }));
    expect(
      await within(await overlay()).findByText(/^Resend code in 1:00|^Resend code in 0:5\d/),
    ).toBeVisible();
    first.unmount();

    // A fresh page: only what the device kept.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.now() + 15_000 });
    pendingSignIn();
    renderApp('/', { token: 'pending', fakeTimers: true });
    const dialog = await overlay();
    expect(within(dialog).getByText(/^Resend code in 0:4[45]$/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contact support' })).toBeVisible();
  });

  it('Back to Login logs out and returns to the login page', async () => {
    const server = pendingSignIn();
    const { user, location } = renderApp('/', { token: 'pending' });
    await user.click(within(await overlay()).getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeVisible();
    expect(location.current.pathname).toBe('/auth/login/');
    expect(server.callsTo('POST /api/auth/logout/')).toHaveLength(1);
    expect(server.callsTo('POST /api/auth/logout/')[0]?.headers.get('Authorization')).toBe('Token pending');
    expect(localStorage.getItem('portal.token')).toBeNull();
  });
});

describe('verification overlay with an authenticator app', () => {
  const withApp = () => {
    let confirmed = false;
    return mockServer({
      'GET /api/profiles/my/': () =>
        confirmed
          ? { body: makeProfile() }
          : { status: 403, body: { detail: 'Verification required.', code: 'login_2fa_required' } },
      'GET /api/auth/second-factors/': {
        body: { channels: ['totp', 'sms', 'backup_code'], default_channel: 'totp' },
      },
      'POST /api/auth/login-confirmation/totp/': () => {
        confirmed = true;
        return { body: { key: 'app-key', profile: makeProfile() } };
      },
      'POST /api/auth/two-factor-authentication/request/': { body: { detail: 'A new code has been sent.' } },
    });
  };

  it('opens on the app code and confirms with it, sending no SMS', async () => {
    const server = withApp();
    const { user } = renderApp('/', { token: 'pending' });
    const dialog = await overlay();
    expect(
      within(dialog).getByText('Enter the six-digit code that your authenticator app shows.'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verification' })).toBeNull());
    expect(server.callsTo('POST /api/auth/login-confirmation/totp/')[0]?.body).toEqual({ code: '654321' });
    expect(localStorage.getItem('portal.token')).toBe('app-key');
    expect(server.callsTo('POST /api/auth/two-factor-authentication/request/')).toHaveLength(0);
  });

  it('offers a backup code and the SMS code, which it sends when chosen', async () => {
    const server = withApp();
    const { user } = renderApp('/', { token: 'pending' });
    const dialog = await overlay();
    await user.click(within(dialog).getByRole('button', { name: 'Use a backup code' }));
    expect(within(dialog).getByLabelText('Backup code')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send a code by SMS instead' }));
    // The SMS screen is a dialog of its own.
    expect(
      await screen.findByText('A verification code has just been sent to your phone by SMS.'),
    ).toBeVisible();
    expect(server.callsTo('POST /api/auth/two-factor-authentication/request/')).toHaveLength(1);
  });
});
