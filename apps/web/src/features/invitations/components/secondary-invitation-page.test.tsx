import type { TInvite } from '@portal/contracts/api/invitations';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { TERMS_BY_PRODUCT } from '@portal/contracts/forms/invitations';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeInvite, UUID } from '@/test/fixtures/invitations';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const ACCOUNT = {
  account_type: 'company' as const,
  account_type_display: 'Company',
  name: 'Harbour Holdings Pty Ltd',
  trustee: null,
  trustee_display: '',
  trustee_name: '',
  acn: '004085616',
  secondary_users: [
    { first_name: 'Kai', last_name: 'Second', label: 'Director' as const },
    { first_name: 'Lee', last_name: 'Third', label: 'Director' as const },
  ],
  bank_accounts: [],
};

const secondaryInvite = (overrides: Partial<TInvite> = {}) =>
  makeInvite({
    type: 'secondary',
    account: ACCOUNT.name,
    account_id: 5,
    primary_user_full_name: 'Alex Morgan',
    activation_object: ACCOUNT,
    ...overrides,
  });

const setup = (
  first: Partial<TInvite>,
  handlers: Parameters<typeof mockServer>[0] = {},
  { token, path = `/invitation-secondary/${UUID}/` }: { token?: string; path?: string } = {},
) => {
  let current = secondaryInvite(first);
  const key = path.includes('/accounts/secondary-invite/') ? 'tok3n' : UUID;
  const server = mockServer({
    [`GET /api/secondary-users-invites/${key}/`]: () => ({ body: current }),
    ...handlers,
  });
  const view = renderApp(path, { token });
  return { ...view, server, advance: (next: Partial<TInvite>) => (current = secondaryInvite(next)) };
};

describe('the secondary invitation page', () => {
  it('welcomes the invitee with who invited them and the terms', async () => {
    const { user, server, advance } = setup(
      {},
      {
        [`POST /api/secondary-users-invites/${UUID}/accept_toc/`]: () => {
          advance({ registration_step: 'password_reset' });
          return { body: secondaryInvite({ registration_step: 'password_reset' }) };
        },
      },
    );
    expect(
      await screen.findByText(
        'Alex Morgan has invited you to join the application for Harbour Holdings Pty Ltd with Private Portfolios.',
      ),
    ).toBeVisible();
    for (const term of TERMS_BY_PRODUCT.ipm) await user.click(screen.getByLabelText(term.label));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeVisible();
    expect(server.callsTo(`POST /api/secondary-users-invites/${UUID}/accept_toc/`)).toHaveLength(1);
  });

  it('shows the expired screen, for a replaced link too', async () => {
    setup({ registration_step: 'expired', step: 'revoked', activation_object: null });
    expect(await screen.findByText(onboardingTexts.invitationExpired)).toBeVisible();
  });

  it('says a withdrawn invitation (its person removed from the account) was withdrawn', async () => {
    setup({ registration_step: 'expired', step: 'revoked', withdrawn: true, activation_object: null });
    expect(await screen.findByRole('heading', { name: 'Invitation withdrawn' })).toBeVisible();
    expect(screen.getByText(onboardingTexts.invitationWithdrawn)).toBeVisible();
    expect(screen.queryByText(onboardingTexts.invitationExpired)).toBeNull();
  });

  it('shows the read-only account with labelled users and activates on Continue', async () => {
    const { user, server, advance, location } = setup(
      { registration_step: 'activation', step: 'pending' },
      {
        [`POST /api/secondary-users-invites/${UUID}/activate/`]: () => {
          advance({ registration_step: 'fill_individual_tax', step: 'activated' });
          return { body: secondaryInvite({ registration_step: 'fill_individual_tax' }) };
        },
      },
      { token: 't' },
    );
    expect(await screen.findByRole('heading', { name: 'Review the application' })).toBeVisible();
    expect(screen.getByText('Company')).toBeVisible();
    expect(screen.getByText('Harbour Holdings Pty Ltd')).toBeVisible();
    expect(screen.getByText('004 085 616')).toBeVisible();
    expect(screen.getByText('Kai Second (Director), Lee Third (Director)')).toBeVisible();
    expect(screen.getByText('Not provided yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/5/forms/tax/'));
    expect(location.current.search).toBe(
      `?redirect_url=${encodeURIComponent(`/invitation-secondary/${UUID}/`)}`,
    );
    expect(server.callsTo(`POST /api/secondary-users-invites/${UUID}/activate/`)).toHaveLength(1);
  });

  it('hands over to the secondary summary when the user is ready to decide', async () => {
    const { location } = setup(
      { registration_step: 'ready_for_acceptance', step: 'activated' },
      {},
      { token: 't' },
    );
    await waitFor(() => expect(location.current.pathname).toBe('/account-setup/secondary-summary/'));
    expect(location.current.search).toBe('?account=5');
  });

  it('sends a finished invitation to the account’s invite page when signed in, otherwise to login', async () => {
    const signedOut = setup({ registration_step: 'completed', step: 'completed' });
    await waitFor(() => expect(signedOut.location.current.pathname).toBe('/auth/login/'));
    signedOut.unmount();
    const signedIn = setup({ registration_step: 'completed', step: 'completed' }, {}, { token: 't' });
    await waitFor(() =>
      expect(signedIn.location.current.pathname).toBe(`/accounts/secondary-invite/5/${UUID}/`),
    );
  });

  it('opens the invitation from the signed-in link and goes to the account when finished', async () => {
    const { location } = setup(
      { registration_step: 'completed', step: 'completed' },
      {},
      { token: 't', path: '/accounts/secondary-invite/5/tok3n/' },
    );
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/5/'));
  });

  it('asks a signed-out existing user to log in', async () => {
    setup({ registration_step: 'login_registration' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeVisible();
  });

  it('sends the details steps to the Individual info flow', async () => {
    const { location } = setup(
      { registration_step: 'personal_details', step: 'activated' },
      {},
      { token: 't' },
    );
    await waitFor(() => expect(location.current.pathname).toBe('/individual-info/'));
  });
});
