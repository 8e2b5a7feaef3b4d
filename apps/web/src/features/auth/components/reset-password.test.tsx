import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const SENT = 'If an account exists for this e-mail, we have sent a link to reset the password.';

describe('password reset', () => {
  it('requests a link and confirms with the answer', async () => {
    const server = mockServer({ 'POST /api/auth/password-reset/': { body: { detail: SENT } } });
    const { user, location } = renderApp('/auth/reset-password/');
    const submit = await screen.findByRole('button', { name: 'Send reset link' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'olivia@example.com');
    await user.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeVisible();
    expect(screen.getByText(SENT)).toBeVisible();
    expect(server.callsTo('POST /api/auth/password-reset/')[0]?.body).toEqual({
      email: 'olivia@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location.current.pathname).toBe('/auth/login/'));
  });

  it('checks the link first and shows its answer when it has expired', async () => {
    const server = mockServer({
      'POST /api/auth/password-reset-check-token-expiration/': {
        status: 400,
        body: { detail: 'The password reset link has expired or has already been used.' },
      },
    });
    renderApp('/auth/reset-password-confirm/?uid=7&token=abc');
    expect(
      await screen.findByText('The password reset link has expired or has already been used.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/reset-password/',
    );
    expect(server.callsTo('POST /api/auth/password-reset-check-token-expiration/')[0]?.body).toEqual({
      uid: '7',
      token: 'abc',
    });
    expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument();
  });

  it('sets the new password with uid and token from the query', async () => {
    const server = mockServer({
      'POST /api/auth/password-reset-check-token-expiration/': { body: { detail: 'The link is valid.' } },
      'POST /api/auth/password-reset-confirm/': {
        body: { detail: 'Password has been reset with the new password.' },
      },
    });
    const { user, location } = renderApp('/auth/reset-password-confirm/?uid=7&token=abc');
    await user.type(await screen.findByLabelText('New password'), 'Brand-new-pass-42!');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-pass-42!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent(
      'Password has been reset with the new password.',
    );
    await waitFor(() => expect(location.current.pathname).toBe('/auth/login/'));
    expect(server.callsTo('POST /api/auth/password-reset-confirm/')[0]?.body).toEqual({
      uid: '7',
      token: 'abc',
      new_password1: 'Brand-new-pass-42!',
      new_password2: 'Brand-new-pass-42!',
    });
  });

  it('says a link without uid or token is not valid', async () => {
    mockServer();
    renderApp('/auth/reset-password-confirm/');
    expect(await screen.findByText('This password reset link is not valid.')).toBeVisible();
  });
});

describe('e-mail verification', () => {
  it('verifies the key from the query and shows the answer', async () => {
    const server = mockServer({
      'POST /api/auth/email-verify/': { body: { detail: 'Your e-mail address has been verified.' } },
    });
    renderApp('/auth/email-verify/?key=k1');
    expect(await screen.findByText('Your e-mail address has been verified.')).toBeVisible();
    expect(server.callsTo('POST /api/auth/email-verify/')[0]?.body).toEqual({ key: 'k1' });
  });

  it('shows why a link failed', async () => {
    mockServer({
      'POST /api/auth/email-verify/': {
        status: 400,
        body: { detail: 'The verification link is invalid or has expired.' },
      },
    });
    renderApp('/auth/email-verify/?key=old');
    expect(await screen.findByText('The verification link is invalid or has expired.')).toBeVisible();
  });
});
