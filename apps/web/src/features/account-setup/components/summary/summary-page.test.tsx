import type { TAccount } from '@portal/contracts/api/account-setup';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { ACKNOWLEDGEMENT_KEYS } from '@portal/contracts/forms/account-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { SECTION_TEXTS } from './account-sections';
import { makeAccount } from './account-test-fixtures';
import { ACKNOWLEDGEMENT_LABELS, SUMMARY_TEXTS } from './summary-page';

const setup = (account: TAccount, status = 'awaiting_activation') => {
  const server = mockServer({
    'GET /api/accounts/41/': { body: account },
    'POST /api/accounts/41/submit/': {
      body: {
        detail: 'Your application has been submitted.',
        status,
        status_display: { display_name: 'Awaiting activation', style: 'warning' },
        next: 'processing',
        change_request: null,
      },
    },
  });
  const view = renderApp('/account-setup/summary/?account=41', { token: 't' });
  return { server, ...view };
};

const submitButton = () => screen.getByRole('button', { name: onboardingTexts.finaliseAndSubmit });

describe('the summary', () => {
  it('keeps the submit button disabled until all six acknowledgements are ticked, then submits them', async () => {
    const { user, server, location } = setup(makeAccount());
    const labels = ACKNOWLEDGEMENT_KEYS.map((key) => ACKNOWLEDGEMENT_LABELS[key]);
    await screen.findByLabelText(labels[0]!, {}, { timeout: 10_000 });
    expect(screen.getByText(SUMMARY_TEXTS.exitLater)).toBeVisible();
    expect(screen.getByRole('button', { name: SUMMARY_TEXTS.saveAsDraft })).toBeEnabled();
    for (const label of labels) {
      expect(submitButton()).toBeDisabled();
      await user.click(screen.getByLabelText(label));
    }
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(screen.getByLabelText(labels[3]!));
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await user.click(screen.getByLabelText(labels[3]!));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByText(onboardingTexts.processingTime)).toBeVisible();
    expect(screen.getByText(/5-10 business days/)).toBeVisible();
    expect(server.callsTo('POST /api/accounts/41/submit/')[0]!.body).toEqual(
      Object.fromEntries(ACKNOWLEDGEMENT_KEYS.map((key) => [key, true])),
    );
    // No title while submitting; Ok leads to the account.
    expect(screen.queryByRole('heading', { name: 'Application details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/41/'));
  });

  it('tags missing sections and refuses to submit while details are missing', async () => {
    const account = makeAccount({
      individual_tax: null,
      extra_application_info: {
        step: 'fill_in_missing_details',
        data: { unfilled_fields: ['individual_tax'], warning: null, loan_note_bundle_id: null },
      },
    });
    const { user } = setup(account);
    const tax = await screen.findByRole('region', { name: 'Tax details' }, { timeout: 10_000 });
    expect(within(tax).getByText(SECTION_TEXTS.missingDetails)).toBeVisible();
    expect(within(tax).getByRole('link', { name: 'Edit tax details' })).toHaveAttribute(
      'href',
      `/accounts/41/forms/tax/?redirect_url=${encodeURIComponent('/account-setup/summary/?account=41')}`,
    );
    expect(screen.getByText(SUMMARY_TEXTS.missing)).toBeVisible();
    for (const key of ACKNOWLEDGEMENT_KEYS)
      await user.click(screen.getByLabelText(ACKNOWLEDGEMENT_LABELS[key]));
    expect(submitButton()).toBeDisabled();
  });

  it('shows who started the application to a primary user who did not, and no pencils once submitted', async () => {
    setup(
      makeAccount({
        initiator: { name: 'Jordan Lee', email: 'jordan@example.com', mobile: '0434567890' },
        can_edit_details: false,
        status: 'awaiting_activation',
        individual_tax: { ...makeAccount().individual_tax!, can_edit: false },
      }),
    );
    expect(
      await screen.findByText(SUMMARY_TEXTS.startedBy('Jordan Lee'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Email: jordan@example.com')).toBeVisible();
    expect(screen.getByText('Mobile: 0434567890')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.getByText(SUMMARY_TEXTS.submittedAlready)).toBeVisible();
    expect(screen.queryByRole('button', { name: onboardingTexts.finaliseAndSubmit })).not.toBeInTheDocument();
  });
});

describe('submitting the application for signature', () => {
  it('goes to the redirecting screen when the server says the user signs next', async () => {
    mockServer({
      'GET /api/accounts/41/': { body: makeAccount() },
      'GET /api/accounts/41/bank-accounts/': { body: [] },
      'POST /api/accounts/41/submit/': {
        body: {
          detail: 'Your application has been submitted.',
          status: 'awaiting_signature',
          status_display: { display_name: 'Awaiting signature', style: 'warning' },
          next: 'sign',
          change_request: 5,
        },
      },
      'GET /api/change-requests/5/sign-url/': { body: { sign_url: null } },
    });
    const { user, location } = renderApp('/account-setup/summary/?account=41', { token: 't' });
    await screen.findByLabelText(ACKNOWLEDGEMENT_LABELS[ACKNOWLEDGEMENT_KEYS[0]], {}, { timeout: 10_000 });
    for (const key of ACKNOWLEDGEMENT_KEYS)
      await user.click(screen.getByLabelText(ACKNOWLEDGEMENT_LABELS[key]));
    await user.click(screen.getByRole('button', { name: onboardingTexts.finaliseAndSubmit }));
    await waitFor(() =>
      expect(`${location.current.pathname}${location.current.search}`).toBe(
        '/account/docusign-redirect/41/?change_request=5',
      ),
    );
    expect(await screen.findByText('Preparing Documents')).toBeVisible();
  });
});
