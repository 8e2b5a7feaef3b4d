// Where bank change requests start and show: a change of a shared active account answers 202 with the
// request, and the bank account section marks a bank account with a pending change.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { BankAccountsSection } from './bank-accounts-section';

const bank = {
  id: 8,
  uuid: 'u8',
  account: 41,
  name: 'Joint Savings',
  bsb: '062000',
  number: '11112222',
  bank: 'Commonwealth Bank of Australia',
  branch: 'Sydney',
  bsb_was_found: true,
  document_file: null,
  created: '2026-03-01T01:00:00Z',
  updated: '2026-03-01T01:00:00Z',
  delete_change_request: null,
  verify_change_request: null,
  edit_change_request: null,
};

const pending = {
  id: 5,
  kind: 'bank_account_delete',
  title: 'Removal of bank account for Morgan Family',
  status: 'pending',
  account: { id: 41, name: 'Morgan Family', type: 'joint', status: 'active' },
  bank_account_id: 8,
  initiator: { first_name: 'Pat', last_name: 'Primary', is_current_user: true },
  can_sign: true,
  is_sign_url_available: true,
  new_data: { bank_account_id: 8 },
  is_viewed: false,
  approvers: [],
  signatures: { required: 2, signed: 0 },
  created: '2026-03-01T01:00:00Z',
};

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
