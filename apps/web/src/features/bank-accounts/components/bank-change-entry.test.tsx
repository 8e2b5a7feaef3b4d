// Where bank change requests start and show: a change of a shared active account answers 202 with the
// request, and the bank account section marks a bank account with a pending change.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { BankAccountsSection } from './bank-accounts-section';
import { bankAccountFixture, bankChangeRequestFixture } from './bank-test-fixtures';

const bank = bankAccountFixture({ uuid: 'u8', name: 'Joint Savings', number: '11112222' });

const pending = bankChangeRequestFixture({
  new_data: { bank_account_id: 8 },
  is_viewed: false,
  approvers: [],
});

describe('a change on a shared active account', () => {
  it('goes from the delete form to the request the members sign', async () => {
    mockServer({
      'OPTIONS /api/accounts/41/bank-accounts/': {
        body: {
          is_password_required: true,
          can_change: true,
          security_schema: { system_2fa_required: true, account_2fa_required: false, confirmed: true },
        },
      },
      'GET /api/accounts/41/bank-accounts/': { body: [bank] },
      'DELETE /api/accounts/41/bank-accounts/8/': {
        status: 202,
        body: {
          detail:
            'Your request was created. The change applies once the members who sign for the account approve it.',
          change_request: pending,
        },
      },
      'GET /api/accounts/41/bank-change-requests/5/': { body: pending },
    });
    const { user, location } = renderApp('/accounts/41/delete-bank-account/8/', { token: 't' });
    await user.type(await screen.findByLabelText('Password'), 'Demo-Portal-2026!');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/delete-bank-account/41/8/5'));
    expect(
      await screen.findByText(
        'Your request was created. The change applies once the members who sign for the account approve it.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeVisible();
  });
});

describe('the bank account section', () => {
  it('marks a bank account with a pending change, linking to its request', async () => {
    mockServer({
      'GET /api/accounts/41/bank-accounts/': { body: [{ ...bank, delete_change_request: pending }] },
    });
    renderWithProviders(
      <BankAccountsSection
        account={
          {
            id: 41,
            is_primary: true,
            can_edit_details: false,
            status: 'active',
            extra_application_info: {
              step: null,
              data: { unfilled_fields: [], warning: null, loan_note_bundle_id: null },
            },
          } as never
        }
        redirectUrl="/accounts/41/"
        manage
      />,
    );
    expect(await screen.findByRole('link', { name: 'Awaiting signatures' })).toHaveAttribute(
      'href',
      '/accounts/delete-bank-account/41/8/5',
    );
  });
});

describe('the edit and delete pages of a bank account awaiting signatures', () => {
  it.each([
    ['edit', '/accounts/41/edit-bank-account/8/'],
    ['delete', '/accounts/41/delete-bank-account/8/'],
  ])('show no %s form, only why and the link to the request', async (_, page) => {
    mockServer({
      'OPTIONS /api/accounts/41/bank-accounts/': {
        body: {
          is_password_required: true,
          can_change: true,
          security_schema: { system_2fa_required: false, account_2fa_required: false, confirmed: false },
        },
      },
      'GET /api/accounts/41/bank-accounts/': { body: [{ ...bank, edit_change_request: pending }] },
    });
    renderApp(page, { token: 't' });
    expect(
      await screen.findByText('A change to this bank account is already awaiting signatures.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Awaiting signatures' })).toHaveAttribute(
      'href',
      '/accounts/delete-bank-account/41/8/5',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
