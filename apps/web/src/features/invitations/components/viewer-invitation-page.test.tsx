import { sharedAccessMessages } from '@portal/contracts/api/shared-access';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { VIEWER_INVITATION_TEXTS } from './viewer-invitation-page';

const TOKEN = 'k3yOfTheL1nk_abc-DEF';
const PATH = `/shared-access/${TOKEN}/`;
const API = `/api/shared-access/invitations/${TOKEN}/`;
const PASSWORD = 'Ledger-Books-2031!';
const INVITATION = {
  email: 'casey@accountants.test',
  investor_name: 'Alex Morgan',
  accounts: [{ id: 2, name: 'Morgan Family Super Fund' }],
  existing_user: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the invitation to view shared accounts', () => {
  it('names the investor and the accounts, and signs the person up with the sign-up rules and a name', async () => {
    const server = mockServer({
      [`GET ${API}`]: { body: INVITATION },
      [`POST ${API}sign-up/`]: { body: { detail: sharedAccessMessages.signedUp } },
    });
    const { user } = renderApp(PATH);
    expect(await screen.findByText(VIEWER_INVITATION_TEXTS.invited('Alex Morgan'))).toBeVisible();
    expect(screen.getByRole('list', { name: 'Shared accounts' })).toHaveTextContent(
      'Morgan Family Super Fund',
    );
    expect(screen.getByLabelText('Email')).toHaveValue(INVITATION.email);
    await user.type(screen.getByLabelText('First name'), 'Casey');
    await user.type(screen.getByLabelText('Last name'), 'Ledger');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Repeat password'), PASSWORD);
    await user.type(screen.getByLabelText('Mobile phone'), '0478300001');
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('I agree to the Terms of Service and the Privacy Policy'));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: VIEWER_INVITATION_TEXTS.signedUpTitle })).toBeVisible();
    expect(screen.getByText(sharedAccessMessages.signedUp)).toBeVisible();
    expect(server.callsTo(`POST ${API}sign-up/`)[0]?.body).toMatchObject({
      email: INVITATION.email,
      first_name: 'Casey',
      last_name: 'Ledger',
      password1: PASSWORD,
      password2: PASSWORD,
      phone_number: '0478300001',
      password_check_list: true,
      agreement_terms_and_policy: true,
    });
  });

  it('asks a person who already has a sign-in to sign in first', async () => {
    mockServer({ [`GET ${API}`]: { body: { ...INVITATION, existing_user: true } } });
    renderApp(PATH);
    expect(await screen.findByText(sharedAccessMessages.signInToAccept)).toBeVisible();
    expect(screen.getByRole('link', { name: VIEWER_INVITATION_TEXTS.signInFirst })).toHaveAttribute(
      'href',
      '/auth/login/',
    );
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('says when the link is not valid any more', async () => {
    mockServer({
      [`GET ${API}`]: { status: 404, body: { detail: sharedAccessMessages.invitationNotValid } },
    });
    renderApp(PATH);
    expect(await screen.findByText(sharedAccessMessages.invitationNotValid)).toBeVisible();
  });
});
