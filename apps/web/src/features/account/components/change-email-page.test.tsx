import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

// Lazy pages load slowly when the machine is busy; the first look waits longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const WRONG_PASSWORD = 'Your password was entered incorrectly. Please enter it again.';

describe('change email', () => {
  it('shows a wrong password under the password field and stays on the form', async () => {
    mockServer({
      'POST /api/profiles/my/change-email-address/': { status: 400, body: { password: [WRONG_PASSWORD] } },
    });
    const { user, location } = renderApp('/account/change-email/', { token: 't' });
    const submit = await screen.findByRole('button', { name: 'Change email' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('New email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(WRONG_PASSWORD)).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(location.current.pathname).toBe('/account/change-email/');
    expect(localStorage.getItem('portal.token')).toBe('t');
  });

  it('validates the e-mail with the contract message', async () => {
    mockServer();
    const { user } = renderApp('/account-new/contact-details/change-email/', { token: 't' });
    await user.type(await screen.findByLabelText('New email'), 'not-an-email');
    expect(await screen.findByText('Email format is not valid')).toBeVisible();
  });

  it('sends the link with confirmation_type link, then offers Resend link', async () => {
    const server = mockServer({
      'POST /api/profiles/my/change-email-address/': {
        body: {
          detail: 'We have sent a confirmation link to your new e-mail address.',
          new_email: 'new@example.com',
        },
      },
      'POST /api/profiles/my/resend-email-confirmation/': {
        body: {
          detail: 'We have sent a confirmation link to your new e-mail address.',
          new_email: 'new@example.com',
        },
      },
    });
    const { user } = renderApp('/account/change-email/', { token: 't' });
    await user.type(await screen.findByLabelText('New email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'My-password-1!');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('new@example.com')).toBeVisible();
    expect(screen.getByText(/Your e-mail address stays olivia@example.com/)).toBeVisible();
    expect(server.callsTo('POST /api/profiles/my/change-email-address/')[0]?.body).toEqual({
      new_email: 'new@example.com',
      password: 'My-password-1!',
      confirmation_type: 'link',
    });
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(
      await screen.findByText('We have sent a confirmation link to your new e-mail address.'),
    ).toBeVisible();
    expect(server.callsTo('POST /api/profiles/my/resend-email-confirmation/')).toHaveLength(1);
  });
});

describe('change email confirmed by the code of the e-mail', () => {
  const sent = {
    'POST /api/profiles/my/change-email-address/': {
      body: {
        detail: 'We have sent a confirmation link to your new e-mail address.',
        new_email: 'new@example.com',
      },
    },
  };

  it('confirms the change with the six-digit code and returns to the settings', async () => {
    const server = mockServer({
      ...sent,
      'POST /api/profiles/my/confirm-email-address-by-code/': (call) =>
        (call.body as { code: string }).code === '123456'
          ? { body: { detail: 'Your e-mail address has been changed.' } }
          : { status: 400, body: { code: ['The code is not valid.'] } },
    });
    const { user, location } = renderApp('/account/change-email/', { token: 't' });
    await user.type(await screen.findByLabelText('New email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'My-password-1!');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(confirm);
    expect(await screen.findByText('The code is not valid.')).toBeVisible();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(confirm);
    expect(await screen.findByText('Your e-mail address has been changed.')).toBeVisible();
    await waitFor(() => expect(location.current.pathname).toBe('/account/settings/'));
    expect(server.callsTo('POST /api/profiles/my/confirm-email-address-by-code/').at(-1)?.body).toEqual({
      code: '123456',
    });
  });
});

describe('e-mail confirmation landing page', () => {
  it('confirms the key once and says so', async () => {
    const server = mockServer({
      'POST /api/profiles/my/confirm-email-address-by-link/': {
        body: { detail: 'Your e-mail address has been changed.' },
      },
    });
    renderApp('/account/confirm-email/?key=abc123');
    expect(await screen.findByText('Your e-mail address has been changed.')).toBeVisible();
    expect(server.callsTo('POST /api/profiles/my/confirm-email-address-by-link/')).toHaveLength(1);
    expect(server.callsTo('POST /api/profiles/my/confirm-email-address-by-link/')[0]?.body).toEqual({
      key: 'abc123',
    });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth/login/');
  });

  it('shows the server’s message for a used or expired link', async () => {
    mockServer({
      'POST /api/profiles/my/confirm-email-address-by-link/': {
        status: 400,
        body: { detail: 'The confirmation link is invalid or has expired.' },
      },
    });
    renderApp('/account/confirm-email/?key=used', { token: 't' });
    expect(await screen.findByText('The confirmation link is invalid or has expired.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  });
});
