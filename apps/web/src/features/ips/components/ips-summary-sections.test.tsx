import { ipsTexts } from '@portal/contracts/api/ips';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { PortfolioSections, type TPortfolioSectionsProps } from './ips-summary-sections';
import { ALLOCATION, IPS, PORTFOLIO_APPLICATION } from './ips-test-fixtures';

const account = (
  overrides: Partial<TPortfolioSectionsProps['account']> = {},
  unfilled: string[] = [],
): TPortfolioSectionsProps['account'] =>
  ({
    id: 9,
    application: 'ipm',
    is_primary: true,
    status: 'application_in_progress',
    type: 'joint',
    can_edit_details: true,
    extra_application_info: { step: 'fill_in_missing_details', data: { unfilled_fields: unfilled } },
    // The portfolio details as the server words them for the summary and the signed documents.
    applied_for: unfilled.includes('portfolio_application')
      ? []
      : [
          {
            key: 'portfolio',
            title: 'Portfolio details',
            rows: [
              { label: 'Funding type', value: 'Funds transfer: $1,500,000' },
              { label: 'Source of funds', value: 'Salary and savings' },
              { label: 'Implementation period', value: '6 months' },
              { label: 'Franking rebate', value: 'Eligible to receive franking credits' },
              { label: 'Tailored label', value: 'Income focus' },
            ],
          },
        ],
    ...overrides,
  }) as TPortfolioSectionsProps['account'];

const CASH_AND_EQUITIES = [
  { name: 'Cash', color: '#8fa3b0', target_percentage: '40.00' },
  { name: 'Australian Equities Custom Strategy', color: '#0b3d5c', target_percentage: '60.00' },
];

const Location = () => {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
};

const section = (name: string) => screen.findByRole('region', { name });

describe('the private-portfolio sections of the summary', () => {
  it('shows portfolio details, the allocation as a pie chart, customisation and gearing, with pencils', async () => {
    mockServer({
      'GET /api/portfolio-applications/9/': { body: PORTFOLIO_APPLICATION },
      'GET /api/accounts/9/ips/': {
        body: {
          active_ips: null,
          ongoing_ips: {
            ...IPS,
            wizard_step: 'done',
            strategic_asset_allocation: CASH_AND_EQUITIES,
            has_restrictions: true,
            restricted_industry_groups: [{ name: 'Energy', restriction_type: 'do_not_hold' }],
            has_gearing: true,
            target_loan_balance_min: '100000.00',
            target_loan_balance_max: '250000.00',
          },
        },
      },
      'GET /api/ips/5/strategic-asset-allocation/': { body: ALLOCATION },
      'GET /api/ips/5/security-restrictions/': { body: [] },
    });
    renderWithProviders(
      <PortfolioSections account={account()} redirectUrl="/account-setup/summary/?account=9" />,
    );

    const portfolio = await section('Portfolio details');
    expect(await within(portfolio).findByText('Funds transfer: $1,500,000')).toBeVisible();
    expect(within(portfolio).getByText('Salary and savings')).toBeVisible();
    expect(within(portfolio).getByText('6 months')).toBeVisible();
    expect(within(portfolio).getByText('Eligible to receive franking credits')).toBeVisible();
    expect(within(portfolio).getByText('Income focus')).toBeVisible();
    expect(within(portfolio).getByRole('link', { name: 'Edit portfolio details' })).toHaveAttribute(
      'href',
      '/account-setup/apply-now/edit-portfolio-details/9/?redirect_url=%2Faccount-setup%2Fsummary%2F%3Faccount%3D9',
    );

    const allocation = await section('Strategic asset allocation');
    expect(
      within(allocation).getByRole('img', {
        name: 'Allocation: Cash 40.00%, Australian Equities Custom Strategy 60.00%',
      }),
    ).toBeVisible();
    expect(within(allocation).getByText('60.00%')).toBeVisible();
    expect(within(allocation).getByRole('link', { name: 'Edit strategic asset allocation' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/account-setup\/apply-now\/strategic-asset-allocation-details\/9\/\?redirect_url=/,
      ),
    );

    const customisation = await section('Customisation');
    expect(within(customisation).getByText('Energy: Do not hold')).toBeVisible();
    expect(within(customisation).getByRole('link', { name: 'Edit customisation' })).toHaveAttribute(
      'href',
      expect.stringContaining('/account-setup/apply-now/investment-policy-customisation-details/9/'),
    );
    const gearing = await section('Gearing');
    expect(within(gearing).getByText('$100,000')).toBeVisible();
    expect(within(gearing).getByText('$250,000')).toBeVisible();
    expect(within(gearing).getByRole('link', { name: 'Edit gearing' })).toHaveAttribute(
      'href',
      expect.stringContaining('/account-setup/apply-now/gearing-details/9/'),
    );
    expect(screen.queryByText('Missing details')).not.toBeInTheDocument();
  });

  it("tags the sections the engine still lists and the IPS's wizard has not answered", async () => {
    mockServer({
      'GET /api/portfolio-applications/9/': { status: 404, body: { detail: 'Not found.' } },
      'GET /api/accounts/9/ips/': {
        body: {
          active_ips: null,
          ongoing_ips: {
            ...IPS,
            wizard_step: 'customisation',
            strategic_asset_allocation: CASH_AND_EQUITIES,
          },
        },
      },
      'GET /api/ips/5/strategic-asset-allocation/': { body: ALLOCATION },
    });
    renderWithProviders(
      <PortfolioSections
        account={account({}, ['portfolio_application', 'ongoing_ips'])}
        redirectUrl="/account-setup/summary/"
      />,
    );
    const tagged = async (name: string) => within(await section(name)).queryByText('Missing details');
    expect(await tagged('Portfolio details')).toBeVisible();
    expect(within(await section('Portfolio details')).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringContaining('/account-setup/apply-now/create-portfolio-details/9/'),
    );
    expect(await tagged('Strategic asset allocation')).toBeNull();
    expect(await tagged('Customisation')).toBeVisible();
    expect(await tagged('Gearing')).toBeVisible();
  });

  it('offers no pencils to another member (spec section 6), and nothing for other products', async () => {
    mockServer({
      'GET /api/portfolio-applications/9/': { body: { ...PORTFOLIO_APPLICATION, can_edit: false } },
      'GET /api/accounts/9/ips/': {
        body: {
          active_ips: null,
          ongoing_ips: { ...IPS, wizard_step: 'done', can_edit: false, can_delete: false },
        },
      },
    });
    const { unmount } = renderWithProviders(
      <PortfolioSections account={account({ is_primary: false })} redirectUrl="/" />,
    );
    await section('Gearing');
    expect(await section('Portfolio details')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    unmount();

    const server = mockServer();
    renderWithProviders(<PortfolioSections account={account({ application: 'icf' })} redirectUrl="/" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.path.includes('ips'))).toEqual([]);
  });
});

describe('the IPS on the account page', () => {
  const active = {
    ...IPS,
    id: 4,
    status: 'active',
    status_display: 'Active',
    wizard_step: 'done',
    can_edit: false,
    can_delete: false,
    signed_on_its_own: true,
  };

  it('shows the active IPS and a finished change; the change goes for signature, then to the signing screen', async () => {
    const server = mockServer({
      'GET /api/portfolio-applications/9/': { body: PORTFOLIO_APPLICATION },
      'GET /api/accounts/9/ips/': {
        body: { active_ips: active, ongoing_ips: { ...IPS, wizard_step: 'done', signed_on_its_own: true } },
      },
      'POST /api/ips/5/send-for-signature/': {
        body: { detail: ipsTexts.sentForSignature, change_request: 77, next: 'sign', ips: IPS },
      },
    });
    const { user } = renderWithProviders(
      <>
        <PortfolioSections account={account({ status: 'active' })} redirectUrl="/accounts/9/" accountPage />
        <Location />
      </>,
    );
    const ips = await section('Investment policy statement');
    expect(within(ips).getByText('Active')).toBeVisible();
    expect(within(ips).getByText(ipsTexts.ongoingIps)).toBeVisible();
    expect(within(ips).getByText('Draft')).toBeVisible();
    // Editing the active IPS is disabled while a change is in progress.
    expect(within(ips).getByRole('link', { name: ipsTexts.editIps })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(ips).getByRole('link', { name: ipsTexts.change })).toHaveAttribute(
      'href',
      '/accounts/9/forms/ips-ima/?redirect_url=%2Faccounts%2F9%2F',
    );
    await user.click(within(ips).getByRole('button', { name: ipsTexts.sendForSignature }));
    expect(server.callsTo('POST /api/ips/5/send-for-signature/')).toHaveLength(1);
    expect(await screen.findByText('/account/docusign-redirect/9/?change_request=77')).toBeInTheDocument();
  });

  it('deleting a draft that can no longer be deleted shows the first error returned', async () => {
    const server = mockServer({
      'GET /api/portfolio-applications/9/': { body: PORTFOLIO_APPLICATION },
      'GET /api/accounts/9/ips/': {
        body: { active_ips: null, ongoing_ips: { ...IPS, wizard_step: 'gearing' } },
      },
      'DELETE /api/ips/5/': {
        status: 400,
        body: { non_field_errors: [ipsTexts.onlyDraftDeleted, 'A second message'] },
      },
    });
    const { user } = renderWithProviders(
      <PortfolioSections account={account({ status: 'active' })} redirectUrl="/accounts/9/" accountPage />,
    );
    const ips = await section('Investment policy statement');
    expect(within(ips).getByRole('link', { name: ipsTexts.continueIps })).toHaveAttribute(
      'href',
      '/accounts/9/forms/ips-ima/?redirect_url=%2Faccounts%2F9%2F',
    );
    await user.click(within(ips).getByRole('button', { name: ipsTexts.deleteDraft }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ipsTexts.deleteDraft }));
    expect(server.callsTo('DELETE /api/ips/5/')).toHaveLength(1);
    expect(await within(ips).findByText(ipsTexts.onlyDraftDeleted)).toBeVisible();
    expect(within(ips).queryByText('A second message')).not.toBeInTheDocument();
  });

  it('awaiting signature: no editing, and Sign now for a member who still signs', async () => {
    mockServer({
      'GET /api/portfolio-applications/9/': { body: PORTFOLIO_APPLICATION },
      'GET /api/accounts/9/ips/': {
        body: {
          active_ips: null,
          ongoing_ips: {
            ...IPS,
            status: 'awaiting_signature',
            status_display: 'Awaiting signature',
            wizard_step: 'done',
            can_edit: false,
            can_delete: false,
            sign_requester_name: 'Olivia Nguyen',
            sign_requested_date: '2026-03-05T10:00:00Z',
            approvers: [
              { user: 'Olivia Nguyen', is_admin: false, status_display: 'Signed' },
              { user: 'Sam Lee', is_admin: false, status_display: 'Awaiting signature' },
            ],
            sign_change_request: { id: 31, can_sign: true, is_sign_url_available: true },
          },
        },
      },
    });
    renderWithProviders(
      <PortfolioSections account={account({ status: 'active' })} redirectUrl="/accounts/9/" accountPage />,
    );
    const ips = await section('Investment policy statement');
    expect(within(ips).getByText('Awaiting signature')).toBeVisible();
    expect(within(ips).getByText('Sent for signature by Olivia Nguyen on 05-Mar-2026')).toBeVisible();
    expect(within(ips).getByText('Sam Lee: Awaiting signature')).toBeVisible();
    expect(within(ips).getByRole('link', { name: ipsTexts.signNow })).toHaveAttribute(
      'href',
      '/account/docusign-redirect/9/?change_request=31',
    );
    expect(within(ips).queryByRole('button', { name: ipsTexts.deleteDraft })).not.toBeInTheDocument();
    expect(within(ips).queryByRole('link', { name: ipsTexts.editIps })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit gearing' })).not.toBeInTheDocument();
  });
});
