import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const SENT = { body: { detail: 'A new verification code has been sent to your phone.' } };

describe('two-factor confirmation pages', () => {
  it('check-required goes straight to next when no code is needed', async () => {
    const server = mockServer({
      'GET /api/auth/security-schema/': {
        body: { resource: 'password', two_factor_required_for_write: true, confirmed: true },
      },
    });
    const { location } = renderApp(
      '/two-factor-authentication/sms/check-required-confirmation/?resource=password&next=%2Faccount%2Fsettings%2F',
      { token: 't' },
    );
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(location.current.pathname).toBe('/account/settings/');
    expect(server.callsTo('POST /api/profiles/my/send-2fa-confirmation-code-sms/')).toHaveLength(0);
  });

  it('action-confirmation sends a code, takes it and goes on to next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = mockServer({
      'POST /api/profiles/my/send-2fa-confirmation-code-sms/': SENT,
      'POST /api/auth/action-confirmation/': ({ body }) =>
        (body as { code: string }).code === '111111'
          ? { body: { detail: 'The action has been confirmed.' } }
          : { status: 400, body: { code: ['The code is not valid.'] } },
    });
    const { user, location } = renderApp(
      '/two-factor-authentication/sms/action-confirmation/?next=%2Faccount%2Factivity%2F',
      { token: 't', fakeTimers: true },
    );
    expect(
      await screen.findByText(/enter the verification code that has been sent to your phone by SMS/),
    ).toBeVisible();
    expect(server.callsTo('POST /api/profiles/my/send-2fa-confirmation-code-sms/')).toHaveLength(1);
    // The send on arrival starts the resend wait (the server throttles resends the same way).
    expect(screen.getByText('Resend code in 1:00')).toBeVisible();
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent(
      'A new verification code has been sent to your phone.',
    );

    await user.type(screen.getByLabelText('Code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The code is not valid.')).toBeVisible();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location.current.pathname).toBe('/account/activity/'));
  });

  it('a 403 action_confirmation_required on a write sends the user to confirm and back', async () => {
    mockServer({
      'GET /api/flat-pages/': {
        status: 403,
        body: {
          code: 'action_confirmation_required',
          detail: 'Please confirm this action with the code sent to your phone.',
        },
      },
      'POST /api/profiles/my/send-2fa-confirmation-code-sms/': SENT,
    });
    const { location } = renderApp('/account/legal/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Verification' })).toBeVisible();
    expect(location.current.pathname).toBe('/two-factor-authentication/sms/action-confirmation/');
    expect(new URLSearchParams(location.current.search).get('next')).toBe('/account/legal/');
  });
});

describe('action confirmation with an authenticator app', () => {
  it('asks for the app code, sends no SMS, and goes on to next', async () => {
    const server = mockServer({
      'GET /api/auth/second-factors/': {
        body: { channels: ['totp', 'sms', 'backup_code'], default_channel: 'totp' },
      },
      'POST /api/auth/action-confirmation/totp/': { body: { detail: 'The action has been confirmed.' } },
      'POST /api/profiles/my/send-2fa-confirmation-code-sms/': SENT,
    });
    const { user, location } = renderApp(
      '/two-factor-authentication/totp/action-confirmation/?next=%2Faccount%2Fsettings%2F',
      { token: 't' },
    );
    await user.type(await screen.findByLabelText('Code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(location.current.pathname).toBe('/account/settings/');
    expect(server.callsTo('POST /api/auth/action-confirmation/totp/')[0]?.body).toEqual({ code: '246810' });
    expect(server.callsTo('POST /api/profiles/my/send-2fa-confirmation-code-sms/')).toHaveLength(0);
  });
});
