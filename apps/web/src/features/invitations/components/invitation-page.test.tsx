import type { TInvite } from '@portal/contracts/api/invitations';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { invitationMessages, TERMS_BY_PRODUCT } from '@portal/contracts/forms/invitations';
import { messages } from '@portal/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { deviceStorage } from '@/shared/storage/device-storage';
import { makeInvite, UUID } from '@/test/fixtures/invitations';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { SIGN_UP_FORBIDDEN_FALLBACK } from './sign-up-step';

const INVITE_PATH = `/api/auth/registration-invites/${UUID}/`;
const PASSWORD = 'Harbour-Bridge-2031!';

/** The invitation page with the invite answering `first`, then whatever `advance` sets. */
const setup = (first: Partial<TInvite>, handlers: Parameters<typeof mockServer>[0] = {}, token?: string) => {
  let current = makeInvite(first);
  const server = mockServer({
    [`GET ${INVITE_PATH}`]: () => ({ body: current }),
    'POST /api/auth/registration-invites/invite-opened/': () => ({ body: current }),
    ...handlers,
  });
  const view = renderApp(`/invitation/${UUID}/`, { token });
  return { ...view, server, advance: (next: Partial<TInvite>) => (current = makeInvite(next)) };
};

describe('the primary invitation page', () => {
  it('shows the expired screen with Back to login', async () => {
    const { user, location } = setup({ registration_step: 'expired', step: 'expired' });
    expect(await screen.findByText(onboardingTexts.invitationExpired)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(location.current.pathname).toBe('/auth/login/');
  });

  it('records the opening and asks for the portfolio terms before the code', async () => {
    const { user, server, advance } = setup(
      {},
      {
        [`POST /api/auth/registration-invites/${UUID}/accept-toc/`]: () => {
          advance({ registration_step: 'enter_code' });
          return { body: makeInvite({ registration_step: 'enter_code' }) };
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(server.callsTo('POST /api/auth/registration-invites/invite-opened/')[0]?.body).toEqual({
      uuid: UUID,
    });
    const [over18, sum] = TERMS_BY_PRODUCT.ipm;
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText(over18!.label));
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText(sum!.label));
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Enter your invitation code' })).toBeVisible();
    expect(server.callsTo(`POST /api/auth/registration-invites/${UUID}/accept-toc/`)[0]?.body).toEqual({
      over_18_years_old: true,
      investment_sum_confirmation: true,
    });
  });

  it('shows the loan-note terms and opens the agreement', async () => {
    const { user } = setup(
      { application: { name: 'Loan Notes', product_key: 'icf', url_address: '' } },
      {
        'GET /api/flat-pages/agreement-ipm/': {
          body: {
            slug: 'agreement-ipm',
            title: 'Private Portfolios client agreement',
            content: 'The terms.',
          },
        },
      },
    );
    for (const term of TERMS_BY_PRODUCT.icf)
      expect(await screen.findByLabelText(term.label)).toBeInTheDocument();
    expect(screen.queryByLabelText(TERMS_BY_PRODUCT.ipm[1]!.label)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Private Portfolios client agreement' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The terms.')).toBeVisible();
  });

  it('puts the device on the invitation’s application, which the next calls name', async () => {
    const { server, user } = setup(
      { application: { name: 'Loan Notes', product_key: 'icf', url_address: '' } },
      {
        [`POST /api/auth/registration-invites/${UUID}/accept-toc/`]: () => ({
          body: makeInvite({ registration_step: 'enter_code' }),
        }),
      },
    );
    for (const term of TERMS_BY_PRODUCT.icf) {
      await screen.findByLabelText(term.label);
    }
    await waitFor(() => expect(deviceStorage.getApplicationId()).toBe('icf'));
    for (const term of TERMS_BY_PRODUCT.icf) await user.click(screen.getByLabelText(term.label));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(server.callsTo(`POST /api/auth/registration-invites/${UUID}/accept-toc/`)).toHaveLength(1),
    );
    const [accept] = server.callsTo(`POST /api/auth/registration-invites/${UUID}/accept-toc/`);
    expect(accept!.headers.get('X-Application-Id')).toBe('icf');
  });

  it('says when the application has no agreement', async () => {
    setup({ agreement: null });
    expect(await screen.findByText(onboardingTexts.agreementNotFound)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('checks the 12-digit code and shows the server’s answer under it', async () => {
    const { user } = setup(
      { registration_step: 'enter_code' },
      {
        'POST /api/auth/registration-invites/activate-invite/': {
          status: 400,
          body: { code: [invitationMessages.codeNotValid] },
        },
      },
    );
    const code = await screen.findByLabelText('Invitation code');
    await user.type(code, '12345');
    expect(await screen.findByText(onboardingTexts.codeFormatNotValid)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(code, '6789012');
    expect(screen.queryByText(onboardingTexts.codeFormatNotValid)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(invitationMessages.codeNotValid)).toBeVisible();
  });

  it('validates sign-up with the password checklist and shows Forbidden with the administrator', async () => {
    const detail = invitationMessages.signUpNotAllowed('support@ipm.portal.example');
    const { user, server } = setup(
      { registration_step: 'sign_up' },
      { [`POST /api/auth/wizard/${UUID}/sign-up/`]: { status: 403, body: { detail } } },
    );
    expect(await screen.findByLabelText('Email')).toHaveValue('robin@example.com');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('0412 345 678');
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeVisible();
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Repeat password'), 'Different-2031!');
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeVisible();
    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), PASSWORD);
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('I agree to the Terms of Service and the Privacy Policy'));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Forbidden' });
    expect(within(dialog).getByText(detail)).toBeVisible();
    expect(server.callsTo(`POST /api/auth/wizard/${UUID}/sign-up/`)[0]?.body).toMatchObject({
      email: 'robin@example.com',
      password1: PASSWORD,
      password2: PASSWORD,
      phone_number: '0412345678',
      password_check_list: true,
      agreement_terms_and_policy: true,
      marketing_opt_out: false,
    });
  });

  it('shows Oops something went wrong in the Forbidden modal when the server gives no reason', async () => {
    const { user } = setup(
      { registration_step: 'sign_up' },
      { [`POST /api/auth/wizard/${UUID}/sign-up/`]: { status: 403, body: {} } },
    );
    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Repeat password'), PASSWORD);
    await user.click(screen.getByLabelText('I agree to the Terms of Service and the Privacy Policy'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forbidden' });
    expect(within(dialog).getByText(SIGN_UP_FORBIDDEN_FALLBACK)).toBeVisible();
  });

  it('confirms the mobile number shown 4-3-3, signs in and goes to the Individual info flow', async () => {
    const profile = makeProfile({ email: 'robin@example.com', force_filling_missing_personal_details: true });
    const { user, advance, location } = setup(
      { registration_step: 'confirm_phone_number' },
      {
        'GET /api/profiles/my/': { body: profile },
        [`POST /api/auth/wizard/${UUID}/confirm-phone-number/`]: (call) => {
          if ((call.body as { code: string }).code !== '123456')
            return { status: 400, body: { code: ['The code is not valid.'] } };
          advance({ registration_step: 'personal_details', step: 'activated' });
          return { body: { key: 'new-key', profile } };
        },
      },
    );
    expect(await screen.findByText('0412 345 678')).toBeVisible();
    expect(await screen.findByTestId('resend-countdown')).toHaveTextContent(/Resend code in (1:00|0:5\d)/);
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is not valid.')).toBeVisible();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.current.pathname).toBe('/individual-info/'));
    expect(sessionStore.get().token).toBe('new-key');
  });

  it('resends the phone code with a toast once the wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = setup(
      { registration_step: 'confirm_phone_number' },
      {
        [`POST /api/auth/wizard/${UUID}/resend-phone-number-confirmation-from-invite/`]: {
          body: { detail: invitationMessages.phoneCodeSent },
        },
      },
    );
    await screen.findByTestId('resend-countdown');
    vi.advanceTimersByTime(61_000);
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    resend.click();
    expect(await screen.findByText(invitationMessages.phoneCodeSent)).toBeVisible();
    expect(
      server.callsTo(`POST /api/auth/wizard/${UUID}/resend-phone-number-confirmation-from-invite/`),
    ).toHaveLength(1);
  });

  it('hands the account steps and a completed invitation to account setup', async () => {
    const first = setup({ registration_step: 'account_create', step: 'activated' }, {}, 't');
    await waitFor(() => expect(first.location.current.pathname).toBe('/account-setup/apply-now/'));
    first.unmount();
    const second = setup({ registration_step: 'account_create', step: 'completed', account_id: 4 }, {}, 't');
    await waitFor(() => expect(second.location.current.pathname).toBe('/account-setup/apply-now/'));
  });

  it('sends a signed-out invitee with an existing sign-in to login, and lets the signed-in one continue', async () => {
    const { user, location } = setup({ registration_step: 'login' });
    expect(await screen.findByText(/already has a sign-in with us/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(location.current.pathname).toBe('/auth/login/');
    expect(location.current.state).toEqual({ from: { pathname: `/invitation/${UUID}/` } });
  });

  it('asks another signed-in user to log out', async () => {
    setup({ registration_step: 'login' }, {}, 't');
    expect(await screen.findByText(invitationMessages.otherUserSignedIn)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('activates the invitation for the signed-in invitee', async () => {
    const { user, server, advance, location } = setup(
      { registration_step: 'login_activate' },
      {
        [`POST /api/auth/wizard/${UUID}/activate-user/`]: () => {
          advance({ registration_step: 'account_create', step: 'activated' });
          return { body: makeInvite({ registration_step: 'account_create' }) };
        },
      },
      't',
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.current.pathname).toBe('/account-setup/apply-now/'));
    expect(server.callsTo(`POST /api/auth/wizard/${UUID}/activate-user/`)).toHaveLength(1);
  });

  it('shows the Unexpected error fallback for an unknown step', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A secondary invitation's step is one the contract allows but the primary page has no screen for.
    setup({ registration_step: 'password_reset' });
    expect(await screen.findByRole('heading', { name: 'Unexpected error' })).toBeVisible();
  });
});
