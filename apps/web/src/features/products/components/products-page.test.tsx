import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MASKED_AMOUNT, setAmountsHidden } from '@/shared/preferences/display-preferences';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProductsPage } from './products-page';
import { RedeemRequestPage } from './redeem-pages';

const type = (id: number, term: number | null, rate: string) => ({
  id,
  term,
  is_at_call: term === null,
  interest_type: term === null ? 'variable' : 'fixed',
  interest_rate: rate,
  active: true,
});
const BANK = { id: 3, name: 'Everyday', bsb: '062000', number_ending: '823' };
const note = (overrides: Record<string, unknown>) => ({
  id: 1,
  account: 1,
  note_type: type(4, 12, '7.25'),
  face_value: '250000.00',
  interest_capitalisation: false,
  is_automatically_created: false,
  status: 'active',
  start_date: '2025-01-15',
  maturity_date: '2026-01-15',
  interest_frequency: 'quarterly',
  interest_paid_to_date: '9062.50',
  next_interest_date: '2025-10-15',
  bank_account: BANK,
  reinvestment_instruction: null,
  pending_redemption: '0.00',
  ...overrides,
});

describe('ProductsPage', () => {
  it.each([
    ['application_in_progress', 'Application in progress'],
    ['awaiting_secondary_users', 'Application in progress'],
    ['awaiting_signature', 'Awaiting signatures'],
    ['awaiting_activation', 'Application submitted'],
  ])('labels an applied note of an account in %s as %s', async (status, label) => {
    mockServer({
      'GET /api/loan-notes/accounts/': { body: [{ id: 1, name: 'Morgan Ellis', status }] },
      'GET /api/loan-notes/': {
        body: {
          count: 1,
          results: [
            note({ status: 'applied', start_date: null, maturity_date: null, next_interest_date: null }),
          ],
        },
      },
    });
    renderWithProviders(<ProductsPage />);
    const card = await screen.findByRole('region', { name: '1 year - 7.25% - Fixed' });
    expect(within(card).getByText(label)).toBeVisible();
    for (const other of ['Application in progress', 'Awaiting signatures', 'Application submitted'])
      if (other !== label) expect(within(card).queryByText(other)).toBeNull();
  });

  it('shows each note with its facts and the actions its state allows', async () => {
    mockServer({
      'GET /api/loan-notes/accounts/': { body: [{ id: 1, name: 'Morgan Ellis', status: 'active' }] },
      'GET /api/loan-notes/': {
        body: {
          count: 3,
          results: [
            note({}),
            note({ id: 2, status: 'matured', note_type: type(3, 6, '6.75'), next_interest_date: null }),
            note({
              id: 3,
              note_type: type(1, null, '4.75'),
              maturity_date: null,
              interest_frequency: 'monthly',
            }),
          ],
        },
      },
    });
    renderWithProviders(<ProductsPage />);
    const fixed = await screen.findByRole('region', { name: '1 year - 7.25% - Fixed' });
    expect(within(fixed).getByText('$250,000')).toBeVisible();
    expect(within(fixed).getByText('15-Jan-2026')).toBeVisible();
    expect(within(fixed).getByText('$9,062.50')).toBeVisible();
    expect(within(fixed).getByText('15-Oct-2025')).toBeVisible();
    expect(within(fixed).getByText('Paid quarterly')).toBeVisible();
    expect(within(fixed).getByRole('link', { name: 'Reinvest or redeem' })).toHaveAttribute(
      'href',
      '/products/1/product-reinvestment/1/',
    );
    expect(within(fixed).queryByRole('link', { name: 'Redeem' })).toBeNull();
    expect(
      within(fixed).getByText('A fixed-term note is repaid at maturity: it cannot be redeemed on request.'),
    ).toBeVisible();
    expect(within(fixed).queryByText(/48 hours/)).toBeNull();

    const matured = screen.getByRole('region', { name: '6 months - 6.75% - Fixed' });
    expect(
      within(matured).getByText('This note has matured. Tell us whether to reinvest or redeem it.'),
    ).toBeVisible();

    const atCall = screen.getByRole('region', { name: '48-hour at-call - 4.75% - Variable' });
    expect(within(atCall).getByText('At call')).toBeVisible();
    expect(within(atCall).getByText('Paid monthly')).toBeVisible();
    expect(within(atCall).getByRole('link', { name: 'Redeem' })).toHaveAttribute(
      'href',
      '/redeem-request/3/',
    );
    expect(within(atCall).getByRole('link', { name: 'Change bank account' })).toHaveAttribute(
      'href',
      '/products/bank-account/update-linked-bank-account/1/at-call/',
    );
    // Nothing asked for yet: no 'Redemption requested' line.
    expect(screen.queryByText('Redemption requested')).toBeNull();
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'href',
      '/transactions/?account=1',
    );
  });

  it('masks the face value and interest of each note while amounts are hidden, and shows them again', async () => {
    mockServer({
      'GET /api/loan-notes/accounts/': { body: [{ id: 1, name: 'Morgan Ellis', status: 'active' }] },
      'GET /api/loan-notes/': { body: { count: 1, results: [note({ pending_redemption: '1000.00' })] } },
    });
    setAmountsHidden(true);
    renderWithProviders(<ProductsPage />);
    const fixed = await screen.findByRole('region', { name: '1 year - 7.25% - Fixed' });
    expect(within(fixed).getAllByText(MASKED_AMOUNT)).toHaveLength(3);
    expect(within(fixed).queryByText('$250,000')).toBeNull();
    expect(within(fixed).queryByText('$9,062.50')).toBeNull();
    // Dates and the rate are not amounts.
    expect(within(fixed).getByText('15-Jan-2026')).toBeVisible();
    act(() => setAmountsHidden(false));
    expect(within(fixed).getByText('$250,000')).toBeVisible();
    expect(within(fixed).getByText('$9,062.50')).toBeVisible();
    expect(within(fixed).getByText('$1,000')).toBeVisible();
  });

  it('says so when the user holds no loan-note account', async () => {
    mockServer({ 'GET /api/loan-notes/accounts/': { body: [] } });
    renderWithProviders(<ProductsPage />);
    expect(await screen.findByText('You hold no loan-note account yet.')).toBeVisible();
  });
});

describe('RedeemRequestPage', () => {
  const renderAt = (path: string) =>
    renderWithProviders(
      // The address of the page, inside the router the providers give.
      <Routes location={path}>
        <Route path="/redeem-request/:id/" element={<RedeemRequestPage />} />
      </Routes>,
    );

  it('asks the amount to redeem from the active at-call note, paid within 48 hours', async () => {
    mockServer({
      'GET /api/loan-notes/3/': {
        body: note({
          id: 3,
          note_type: type(1, null, '4.75'),
          maturity_date: null,
          interest_frequency: 'monthly',
        }),
      },
    });
    renderAt('/redeem-request/3/');
    expect(await screen.findByLabelText('Amount ($)')).toBeVisible();
    expect(screen.getByText(/paid within 48 hours/)).toBeVisible();
  });

  it('offers no redeem form for a fixed-term note, and says why', async () => {
    const server = mockServer({ 'GET /api/loan-notes/1/': { body: note({}) } });
    renderAt('/redeem-request/1/');
    expect(
      await screen.findByText('A fixed-term note is repaid at maturity: it cannot be redeemed on request.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Amount ($)')).toBeNull();
    expect(screen.queryByText(/48 hours/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(server.callsTo('POST /api/loan-notes/1/redeem-requests/')).toHaveLength(0);
  });
});
