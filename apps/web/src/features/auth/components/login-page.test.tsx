import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

describe('login page', () => {
  it('is titled Client Portal with the e-mail, password and links', async () => {
    mockServer();
    renderApp('/auth/login/');
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/auth/reset-password/',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/account/contact-support/',
    );
    for (const name of ['Terms of Service', 'Privacy Policy', 'Security Statement']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('keeps Log In disabled until a valid e-mail and a password are entered', async () => {
    mockServer();
    const { user } = renderApp('/auth/login/');
    const submit = await screen.findByRole('button', { name: 'Log In' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'olivia@');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(await screen.findByText('Email format is not valid')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'example.com');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(screen.getByLabelText('Password'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('stores the key, loads the profile with version 2 and goes to the dashboard', async () => {
    const server = mockServer({
      'POST /api/auth/login/': { body: { key: 'k-123', profile: makeProfile() } },
    });
    const { user, location } = renderApp('/auth/login/');
    await user.type(await screen.findByLabelText('Email'), 'olivia@example.com');
    await user.type(screen.getByLabelText('Password'), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/');
    expect(server.callsTo('POST /api/auth/login/')[0]?.body).toEqual({
      email: 'olivia@example.com',
      password: 'Correct-horse-9',
    });
    const profileCall = server.callsTo('GET /api/profiles/my/')[0]!;
    expect(profileCall.headers.get('Authorization')).toBe('Token k-123');
    expect(profileCall.headers.get('Accept')).toBe('application/json; version=2');
    expect(profileCall.headers.get('Accept-Language')).toBe('en');
    expect(localStorage.getItem('portal.token')).toBe('k-123');
  });

  it('opens a legal page as a modal with its text as plain paragraphs, never as HTML', async () => {
    mockServer({
      'GET /api/flat-pages/privacy-policy/': {
        body: {
          slug: 'privacy-policy',
          title: 'Privacy Policy',
          content: 'We keep your data safe.\n\n<img src=x onerror=alert(1)> is shown as text.',
        },
      },
    });
    const { user } = renderApp('/auth/login/');
    await user.click(await screen.findByRole('button', { name: 'Privacy Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(await screen.findByText('We keep your data safe.')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> is shown as text.')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
