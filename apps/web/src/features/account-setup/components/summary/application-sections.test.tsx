// What the summary, the secondary summary and the account page show of an application: what it applies
// for (products, the nominated bank account, masked, as the server words them), the viewer's own role,
// the members by the spec's labels, and a trust deed that is missing until it is uploaded.
import type { TAccount } from '@portal/contracts/api/account-setup';
import { accountFileTexts } from '@portal/contracts/api/entity-files';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { SECTION_TEXTS } from './account-sections';
import { makeAccount } from './account-test-fixtures';

const member = {
  id: 5,
  first_name: 'Sam',
  last_name: 'Trustee',
  email: 'sam@example.com',
  phone_number: '0412345678',
  role: { id: 1, key: 'contact', title: 'Trustee' },
  verification_status: 'registered' as const,
  status_display: { display_name: 'Registered', style: 'success' as const },
  can_resend_invite: false,
  is_possible_duplicate: false,
  is_removable_from_account: false,
  has_individual_tax: true,
  acn_uuid: null,
  list_of_editable_fields: [],
};

/** A loan-note application of a trust with an individual co-trustee; its trust deed skipped. */
const trustApplication = (overrides: Partial<TAccount> = {}) =>
  makeAccount({
    type: 'trust',
    type_display: 'Trust',
    trustee: 'individual',
    trustee_display: 'Individual',
    application: 'icf',
    viewer_role: 'Trustee',
    secondary_users: [member],
    skip_deed_attachment: true,
    trust_deed_missing: true,
    applied_for: [
      {
        key: 'products',
        title: 'Product details',
        rows: [
          { label: '1 year - 7.25% - Fixed', value: '$150,000, Interest paid quarterly to my bank account' },
          { label: 'Total', value: '$150,000' },
        ],
      },
      {
        key: 'bank_account',
        title: 'Nominated bank account',
        rows: [
          { label: 'Account name', value: 'Everyday account' },
          { label: 'BSB', value: '062-000' },
          { label: 'Account number', value: '******678' },
        ],
      },
    ],
    ...overrides,
  });

const open = (path: string, account: TAccount) => {
  mockServer({
    'GET /api/accounts/41/': { body: account },
    'GET /api/accounts/open-requests/': { body: [] },
    'GET /api/accounts/41/bank-accounts/': { body: [] },
  });
  return renderApp(path, { token: 't' });
};

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('the summary of a loan-note application', () => {
  it('shows the products, amounts and interest options and the nominated bank account, masked', async () => {
    open('/account-setup/summary/?account=41', trustApplication());
    const products = await region('Product details');
    expect(within(products).getByText('1 year - 7.25% - Fixed')).toBeVisible();
    expect(within(products).getByText('$150,000, Interest paid quarterly to my bank account')).toBeVisible();
    expect(within(products).getByRole('link', { name: 'Edit product details' })).toHaveAttribute(
      'href',
      `/account-setup/apply-now/edit-product-details/41/?redirect_url=${encodeURIComponent('/account-setup/summary/?account=41')}`,
    );
    const bank = screen.getByRole('region', { name: 'Nominated bank account' });
    expect(within(bank).getByText('******678')).toBeVisible();
    expect(within(bank).getByText('Everyday account')).toBeVisible();
  });

  it("names the co-trustee and the viewer by the spec's role label", async () => {
    open('/account-setup/summary/?account=41', trustApplication());
    const members = await region('Account members');
    expect(within(members).getByText('(Trustee)')).toBeVisible();
    expect(within(members).getByText('Your role')).toBeVisible();
    expect(within(members).getByText('Trustee')).toBeVisible();
    expect(within(members).queryByText(/Contact/)).not.toBeInTheDocument();
  });

  it('shows a skipped trust deed as missing, with a reminder and the way to upload it', async () => {
    open('/account-setup/summary/?account=41', trustApplication());
    const deed = await region(accountFileTexts.deedTitle);
    expect(within(deed).getByText(SECTION_TEXTS.missingDetails)).toBeVisible();
    expect(within(deed).getByText(accountFileTexts.deedMissing)).toBeVisible();
    expect(within(deed).getByRole('link', { name: accountFileTexts.uploadDeed })).toHaveAttribute(
      'href',
      `/account-setup/apply-now/edit-trust-deeds/41/?redirect_url=${encodeURIComponent('/account-setup/summary/?account=41')}`,
    );
  });
});

describe("a secondary member's summary", () => {
  it("shows their own role, not the primary user's", async () => {
    const account = trustApplication({
      type: 'company',
      type_display: 'Company',
      trustee: null,
      is_primary: false,
      can_edit_details: false,
      status: 'awaiting_secondary_users',
      primary_user_role: { id: 5, key: 'sole_director', title: 'Sole director', kind: 'director' },
      viewer_role: 'Company secretary',
      secondary_users: [{ ...member, role: { id: 4, key: 'company_secretary', title: 'Company secretary' } }],
      trust_deed_missing: false,
      extra_application_info: {
        step: null,
        data: { unfilled_fields: [], warning: null, loan_note_bundle_id: null },
      },
    });
    open('/account-setup/secondary-summary/?account=41', account);
    const members = await region('Account members');
    const role = within(members).getByText('Your role');
    expect(role.nextElementSibling).toHaveTextContent('Company secretary');
    expect(within(members).queryByText('Sole director')).not.toBeInTheDocument();
    // Members do not change the application: no pencils, no upload.
    expect(within(await region('Product details')).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the account page of a submitted trust without its trust deed', () => {
  it('reminds the primary user to upload it', async () => {
    open(
      '/accounts/41/',
      trustApplication({
        status: 'awaiting_activation',
        status_display: { display_name: 'Awaiting activation', style: 'warning' },
        can_edit_details: false,
        extra_application_info: {
          step: null,
          data: { unfilled_fields: [], warning: null, loan_note_bundle_id: null },
        },
      }),
    );
    const deed = await region(accountFileTexts.deedTitle);
    expect(within(deed).getByText(SECTION_TEXTS.missingDetails)).toBeVisible();
    expect(within(deed).getByText(accountFileTexts.deedMissing)).toBeVisible();
    expect(within(deed).getByRole('link', { name: accountFileTexts.uploadDeed })).toHaveAttribute(
      'href',
      `/account-setup/apply-now/edit-trust-deeds/41/?redirect_url=${encodeURIComponent('/accounts/41/')}`,
    );
    expect(screen.getByRole('region', { name: 'Product details' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Account members' })).getByText('(Trustee)'),
    ).toBeVisible();
  });
});
