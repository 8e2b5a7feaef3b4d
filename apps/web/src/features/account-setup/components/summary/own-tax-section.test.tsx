import type { TAccount } from '@portal/contracts/api/account-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { SECTION_LOOKUPS, savedCorporateTax } from '../sections/section-test-fixtures';
import { SECTION_TEXTS } from './account-sections';
import { makeAccount } from './account-test-fixtures';

const SUMMARY = '/account-setup/summary/?account=41';

/** A company application of its primary user: the company's tax given, and the primary's own as told. */
const company = (overrides: Partial<TAccount> = {}) =>
  makeAccount({
    type: 'company',
    type_display: 'Company',
    name: 'Coral Coast Pty Ltd',
    acn: '645678904',
    corporate_tax: savedCorporateTax(41, { tfn: '87654321', abn: '51824753556', is_foreign_entity: false }),
    ...overrides,
  });

const missingOwnTax = {
  individual_tax: null,
  extra_application_info: {
    step: 'fill_in_missing_details' as const,
    data: { unfilled_fields: ['individual_tax' as const], warning: null, loan_note_bundle_id: null },
  },
};

describe("the primary user's own tax details on a company, trust or SMSF application", () => {
  it("shows the primary's TFN masked and tax residency apart from the company's tax details", async () => {
    mockServer({ 'GET /api/accounts/41/': { body: company() } });
    renderApp(SUMMARY, { token: 't' });
    const own = await screen.findByRole('region', { name: 'Your tax details' }, { timeout: 10_000 });
    expect(within(own).getByText('******782')).toBeVisible();
    expect(within(own).getByText('Australian tax resident')).toBeVisible();
    expect(within(own).getByRole('link', { name: 'Edit your tax details' })).toHaveAttribute(
      'href',
      `/accounts/41/forms/individual-tax/?redirect_url=${encodeURIComponent(SUMMARY)}`,
    );
    const corporate = screen.getByRole('region', { name: 'Tax details' });
    expect(within(corporate).getByText('******321')).toBeVisible();
    expect(within(corporate).getByText('Foreign entity')).toBeVisible();
  });

  it('tags the missing own tax details on their own section, not on the company tax', async () => {
    mockServer({ 'GET /api/accounts/41/': { body: company(missingOwnTax) } });
    renderApp(SUMMARY, { token: 't' });
    const own = await screen.findByRole('region', { name: 'Your tax details' }, { timeout: 10_000 });
    expect(within(own).getByText(SECTION_TEXTS.missingDetails)).toBeVisible();
    expect(within(own).getByText('Not given yet.')).toBeVisible();
    const corporate = screen.getByRole('region', { name: 'Tax details' });
    expect(within(corporate).queryByText(SECTION_TEXTS.missingDetails)).not.toBeInTheDocument();
  });

  it('is not a section of its own on an individual account, nor for a member who is not the primary', async () => {
    mockServer({ 'GET /api/accounts/41/': { body: makeAccount() } });
    renderApp(SUMMARY, { token: 't' });
    await screen.findByRole('region', { name: 'Tax details' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Your tax details' })).not.toBeInTheDocument();
  });

  it('the wizard asks for them as "Your tax details" and the edit page saves them', async () => {
    const server = mockServer({
      ...SECTION_LOOKUPS,
      'GET /api/accounts/41/': { body: company(missingOwnTax) },
      'GET /api/individual-tax/': { body: null },
      'POST /api/individual-tax/': {
        body: { ...makeAccount().individual_tax!, tfn: null, has_not_tfn: true },
      },
    });
    const { user, location } = renderApp(
      `/accounts/41/forms/individual-tax/?redirect_url=${encodeURIComponent(SUMMARY)}`,
      { token: 't' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Your tax details' }, { timeout: 10_000 }),
    ).toBeVisible();
    await user.click(screen.getByLabelText("I don't have a TFN"));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Australian tax resident' })).getByLabelText('Yes'),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Tax resident of another country' })).getByLabelText(
        'No',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.current.pathname).toBe('/account-setup/summary/'));
    expect(server.callsTo('POST /api/individual-tax/')[0]!.body).toMatchObject({
      has_not_tfn: true,
      is_australian_tax_resident: true,
      account: 41,
    });
  });

  it('the edit page goes back without saving on Cancel', async () => {
    const server = mockServer({
      ...SECTION_LOOKUPS,
      'GET /api/accounts/41/': { body: company(missingOwnTax) },
      'GET /api/individual-tax/': { body: null },
    });
    const { user, location } = renderApp(
      `/accounts/41/forms/individual-tax/?redirect_url=${encodeURIComponent(SUMMARY)}`,
      { token: 't' },
    );
    await screen.findByRole('heading', { name: 'Your tax details' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location.current.pathname).toBe('/account-setup/summary/'));
    expect(server.callsTo('POST /api/individual-tax/')).toHaveLength(0);
  });
});
