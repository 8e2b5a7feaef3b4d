import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { BankAccountChoiceForm } from './bank-account-pages';
import { BankAccountsSection } from './bank-accounts-section';
import { bankChangeRequestFixture } from './bank-test-fixtures';

const bank = (id: number, name: string, number: string) => ({
  id,
  uuid: `u${id}`,
  account: 9,
  name,
  bsb: '062000',
  number,
  bank: 'Commonwealth Bank of Australia',
  branch: '48 Martin Place',
  bsb_was_found: true,
  document_file: null,
  created: '2026-01-10T01:00:00Z',
  updated: '2026-01-10T01:00:00Z',
  delete_change_request: null,
  verify_change_request: null,
  edit_change_request: null,
});

const OPTIONS = {
  is_password_required: true,
  can_change: true,
  security_schema: { system_2fa_required: false, account_2fa_required: false, confirmed: false },
};

const account = (unfilled: string[] = []) => ({
  id: 9,
  is_primary: true,
  can_edit_details: true,
  status: 'active',
  extra_application_info: {
    step: null,
    data: { unfilled_fields: unfilled, warning: null, loan_note_bundle_id: null },
  },
});

describe('BankAccountsSection', () => {
  it('lists the bank accounts with Edit, Delete and Add on the account page', async () => {
    mockServer({ 'GET /api/accounts/9/bank-accounts/': { body: [bank(5, 'Alex Morgan', '12345678')] } });
    renderWithProviders(
      <BankAccountsSection account={account() as never} redirectUrl="/accounts/9/" manage />,
    );
    // The number is masked as the summary and the application PDF mask it.
    expect(await screen.findByText('Alex Morgan · 062-000 · ******678')).toBeVisible();
    expect(screen.queryByText(/12345678/)).toBeNull();
    expect(screen.getByText('Commonwealth Bank of Australia, 48 Martin Place')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Alex Morgan' })).toHaveAttribute(
      'href',
      '/accounts/9/edit-bank-account/5/?redirect_url=%2Faccounts%2F9%2F',
    );
    expect(screen.getByRole('link', { name: 'Delete Alex Morgan' })).toHaveAttribute(
      'href',
      '/accounts/9/delete-bank-account/5/?redirect_url=%2Faccounts%2F9%2F',
    );
    expect(screen.getByRole('link', { name: 'Add bank account' })).toHaveAttribute(
      'href',
      '/accounts/9/add-bank-account?redirect_url=%2Faccounts%2F9%2F',
    );
  });

  it('offers no Edit or Delete on a bank account with a pending change request, and says why', async () => {
    const pending = bankChangeRequestFixture({
      account: { id: 9, name: 'Morgan Family', type: 'joint', status: 'active' },
      bank_account_id: 5,
      new_data: { bank_account_id: 5 },
    });
    mockServer({
      'GET /api/accounts/9/bank-accounts/': {
        body: [
          { ...bank(5, 'Alex Morgan', '12345678'), delete_change_request: pending },
          bank(6, 'Joint', '555'),
        ],
      },
    });
    renderWithProviders(
      <BankAccountsSection account={account() as never} redirectUrl="/accounts/9/" manage />,
    );
    expect(await screen.findByText('Alex Morgan · 062-000 · ******678')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit Alex Morgan' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Delete Alex Morgan' })).toBeNull();
    expect(screen.getByText('A change to this bank account is already awaiting signatures.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Awaiting signatures' })).toHaveAttribute(
      'href',
      '/accounts/delete-bank-account/9/5/5',
    );
    // The other bank account has nothing pending: it keeps its actions.
    expect(screen.getByRole('link', { name: 'Edit Joint' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Delete Joint' })).toBeVisible();
  });

  it("tags the section while the engine lists bank_accounts, with the pencil to the application's page", async () => {
    mockServer({ 'GET /api/accounts/9/bank-accounts/': { body: [] } });
    renderWithProviders(
      <BankAccountsSection
        account={account(['bank_accounts']) as never}
        redirectUrl="/account-setup/summary/"
      />,
    );
    expect(await screen.findByText('No bank account added yet.')).toBeVisible();
    expect(screen.getByText('Missing details')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit bank account' })).toHaveAttribute(
      'href',
      '/account-setup/apply-now/edit-bank-account-details/9/?redirect_url=%2Faccount-setup%2Fsummary%2F',
    );
  });
});

describe('BankAccountChoiceForm', () => {
  it("offers the account's linked bank accounts or 'Add new bank account'", async () => {
    mockServer({
      'GET /api/accounts/9/bank-accounts/': {
        body: [bank(5, 'Alex Morgan', '12345678'), bank(6, 'Joint', '555')],
      },
    });
    const { user } = renderWithProviders(
      <BankAccountChoiceForm accountId={9} options={OPTIONS} mode="edit" onDone={vi.fn()} />,
    );
    expect(await screen.findByRole('radio', { name: 'Alex Morgan · 062-000 · ******678' })).toBeChecked();
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('12345678');
    await user.click(screen.getByRole('radio', { name: 'Joint · 062-000 · ******555' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('555'),
    );
    await user.click(screen.getByRole('radio', { name: 'Add new bank account' }));
    await waitFor(() => expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe(''));
    expect(screen.getByLabelText('Password')).toBeVisible();
  });
});
