import { STAFF_IPS_REVIEW_TEXTS as TEXTS } from '@portal/contracts/api/staff-ips-review';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const STAFF = makeProfile({
  is_staff: true,
  first_name: 'Sam',
  last_name: 'Staff',
  onboardings: { dashboard_tour: true },
});

const ITEM = {
  id: 12,
  account: { id: 9, name: 'Nguyen Family Trust', type_display: 'Trust' },
  primary: { user_id: 4, name: 'Olivia Nguyen', email: 'olivia@example.com' },
  is_change: true,
  custom_strategy_count: 1,
  sign_requester_name: 'Olivia Nguyen',
  sign_requested_date: '2026-03-05T10:00:00Z',
};

const IPS = {
  id: 12,
  account: 9,
  status: 'portfolio_manager_review',
  status_display: 'Portfolio manager review',
  wizard_step: 'done',
  strategic_asset_allocation: [
    { name: 'Australian Equities Custom Strategy', color: '#0b3d5c', target_percentage: '60.00' },
    { name: 'Cash', color: '#8fa3b0', target_percentage: '40.00' },
  ],
  has_restrictions: true,
  has_industry_restrictions: true,
  has_security_restrictions: false,
  restricted_industry_groups: [{ name: 'Energy', restriction_type: 'do_not_hold' }],
  is_security_restrictions_provided: false,
  has_gearing: true,
  target_loan_balance_min: '100000.00',
  target_loan_balance_max: '250000.00',
  creator: 'Olivia Nguyen',
  created: '2026-03-01',
  modifier: null,
  modified: '2026-03-01',
  approvers: [{ user: 'Olivia Nguyen', is_admin: false, status_display: 'Signed' }],
  sign_requester_name: 'Olivia Nguyen',
  sign_requested_date: '2026-03-05T10:00:00Z',
  sign_change_request: null,
  signed_on_its_own: true,
  can_edit: false,
  can_delete: false,
};

const DETAIL = {
  ...ITEM,
  ips: IPS,
  categories: [
    {
      id: 2,
      name: 'Australian Equities',
      color: '#0b3d5c',
      investment_options: [
        {
          id: 4,
          name: 'Australian Equities Custom Strategy',
          color: '#0b3d5c',
          target_percentage: '60.00',
          min_value: '0.00',
          tailored_label: null,
          has_tailored_label: false,
          is_custom_strategies_available: true,
          custom_strategies: [
            {
              id: 3,
              name: 'Transferred blue chips',
              manager_discretion: false,
              holding_arrangement: { id: 1, title: 'Custodial' },
              securities: [{ name: 'BHP Group', target_percentage: null, units: '1200' }],
              portfolio_management_fee: '0.5500',
              investment_management_fee: '0.2000',
            },
          ],
        },
      ],
    },
  ],
  security_restrictions: [],
  current_allocation: [{ name: 'Cash', color: '#8fa3b0', target_percentage: '100.00' }],
  applied_for: [
    {
      key: 'portfolio',
      title: 'Portfolio details',
      rows: [
        { label: 'Funding type', value: 'Funds transfer: $1,500,000' },
        { label: 'Tailored label', value: 'Income focus' },
      ],
    },
  ],
};

describe('the IPS review queue', () => {
  it('lists the IPS versions awaiting review and opens one', async () => {
    const server = mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/ips-reviews/': { body: { count: 1, results: [ITEM] } },
    });
    const { user, location } = renderApp('/staff/ips-reviews/', { token: 't' });
    const table = await screen.findByRole('table', { name: TEXTS.queueTitle });
    expect(await within(table).findByText('Nguyen Family Trust')).toBeVisible();
    expect(within(table).getByText(TEXTS.changedIps)).toBeVisible();
    expect(within(table).getByText('05-Mar-2026')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'IPS review' })).toHaveAttribute('aria-selected', 'true');
    expect(server.callsTo('GET /api/staff/ips-reviews/')[0]!.query.get('page_size')).toBe('20');
    await user.click(within(table).getByRole('link', { name: 'Nguyen Family Trust' }));
    await waitFor(() => expect(location.current.pathname).toBe('/staff/ips-reviews/12/'));
  });

  it('says when nothing awaits review', async () => {
    mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/ips-reviews/': { body: { count: 0, results: [] } },
    });
    renderApp('/staff/ips-reviews/', { token: 't' });
    expect(await screen.findByText(TEXTS.empty)).toBeVisible();
  });
});

describe('one IPS in review', () => {
  it('shows the allocation beside the current one, the custom strategies, restrictions and gearing; approves', async () => {
    const server = mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/ips-reviews/12/': { body: DETAIL },
      'POST /api/staff/ips-reviews/12/approve/': {
        body: { detail: TEXTS.approved, ips: { ...IPS, status: 'active', status_display: 'Active' } },
      },
    });
    const { user } = renderApp('/staff/ips-reviews/12/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Nguyen Family Trust' })).toBeVisible();
    const portfolio = screen.getByRole('region', { name: 'Portfolio details' });
    expect(within(portfolio).getByText('Funds transfer: $1,500,000')).toBeVisible();
    expect(within(portfolio).getByText('Income focus')).toBeVisible();
    const allocation = screen.getByRole('table', { name: 'Strategic asset allocation' });
    const cash = within(allocation).getByRole('row', { name: /Cash/ });
    expect(within(cash).getByText('40.00%')).toBeVisible();
    expect(within(cash).getByText('100.00%')).toBeVisible();
    expect(screen.getByText('Transferred blue chips')).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Transferred blue chips' })).getByText('1200'),
    ).toBeVisible();
    expect(screen.getByText(/Custodial · Portfolio management fee 0.5500%/)).toBeVisible();
    expect(screen.getByText('Energy: Do not hold')).toBeVisible();
    expect(screen.getByText(/Upper target loan balance: \$250,000/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: TEXTS.approve }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TEXTS.approveConfirm)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: TEXTS.approve }));
    expect(await screen.findByText(TEXTS.approved)).toBeVisible();
    expect(server.callsTo('POST /api/staff/ips-reviews/12/approve/')).toHaveLength(1);
  });

  it('returns with a reason, which is required', async () => {
    const server = mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/ips-reviews/12/': { body: DETAIL },
      'POST /api/staff/ips-reviews/12/return/': {
        body: { detail: TEXTS.returned, ips: { ...IPS, status: 'draft', status_display: 'Draft' } },
      },
    });
    const { user } = renderApp('/staff/ips-reviews/12/', { token: 't' });
    await user.click(await screen.findByRole('button', { name: TEXTS.returnIps }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.returnIps }));
    expect(await within(dialog).findByText(TEXTS.reasonRequired)).toBeVisible();
    expect(server.callsTo('POST /api/staff/ips-reviews/12/return/')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(TEXTS.reason), 'Too concentrated.');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.returnIps }));
    expect(await screen.findByText(TEXTS.returned)).toBeVisible();
    expect(server.callsTo('POST /api/staff/ips-reviews/12/return/')[0]!.body).toEqual({
      reason: 'Too concentrated.',
    });
  });

  it('offers no decision on an IPS that is not in review, and says when there is no such IPS', async () => {
    mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/ips-reviews/12/': {
        body: { ...DETAIL, ips: { ...IPS, status: 'active', status_display: 'Active' } },
      },
      'GET /api/staff/ips-reviews/13/': { status: 404, body: { detail: 'Not found.' } },
    });
    const { unmount } = renderApp('/staff/ips-reviews/12/', { token: 't' });
    expect(await screen.findByRole('button', { name: TEXTS.approve })).toBeDisabled();
    expect(screen.getByRole('button', { name: TEXTS.returnIps })).toBeDisabled();
    unmount();
    renderApp('/staff/ips-reviews/13/', { token: 't' });
    expect(await screen.findByText('There is no such investment policy statement.')).toBeVisible();
  });
});
