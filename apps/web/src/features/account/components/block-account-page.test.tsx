import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const NO_TWO_FACTOR = {
  body: { resource: 'block_access', two_factor_required_for_write: false, confirmed: false },
};

describe('block my account', () => {
  it('warns first, then asks for the password, then logs out to the blocked page', async () => {
    const server = mockServer({
      'GET /api/auth/security-schema/': NO_TWO_FACTOR,
      'POST /api/profiles/my/block-access/': { body: { detail: 'Your account has been blocked.' } },
    });
    const { user, location } = renderApp('/account/block-account/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Block my account' })).toBeVisible();
    expect(screen.getByText(/will not be able to log in until an administrator unblocks it/)).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/auth/security-schema/')[0]?.query.get('resource')).toBe('block_access');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const submit = screen.getByRole('button', { name: 'Block my account' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'My-password-1!');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Your account is blocked' })).toBeVisible();
    expect(location.current.pathname).toBe('/account-blocked/');
    expect(server.callsTo('POST /api/profiles/my/block-access/')[0]?.body).toEqual({
      password: 'My-password-1!',
    });
    expect(localStorage.getItem('portal.token')).toBeNull();
    // The server ended every session itself.
    expect(server.callsTo('POST /api/auth/logout/')).toHaveLength(0);
  });

  it('shows a wrong password under the field and stays', async () => {
    mockServer({
      'GET /api/auth/security-schema/': NO_TWO_FACTOR,
      'POST /api/profiles/my/block-access/': {
        status: 400,
        body: { password: ['Your password was entered incorrectly. Please enter it again.'] },
      },
    });
    const { user, location } = renderApp('/account/block-account/', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Block my account' }));
    expect(
      await screen.findByText('Your password was entered incorrectly. Please enter it again.'),
    ).toBeVisible();
    expect(location.current.pathname).toBe('/account/block-account/');
    expect(localStorage.getItem('portal.token')).toBe('t');
  });
});
