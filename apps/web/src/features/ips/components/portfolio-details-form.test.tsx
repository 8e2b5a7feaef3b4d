import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { PORTFOLIO_APPLICATION } from './ips-test-fixtures';
import { PortfolioDetailsForm } from './portfolio-details-form';

const SOURCES = [
  { id: 1, name: 'Salary and savings', is_other: false },
  { id: 2, name: 'Sale of property', is_other: false },
  { id: 8, name: 'Other', is_other: true },
];
const METHODS = [
  { id: 'minimise_gain', name: 'Minimise gain', description: '' },
  { id: 'fifo', name: 'First in, first out', description: '' },
];
const SAVED = {
  ...PORTFOLIO_APPLICATION,
  is_require_14_days_investing: true,
  investment_period: null,
  investment_period_months: null,
  accounting_method: 'fifo',
  accounting_method_name: 'First in, first out',
  receive_franking_credits: 'not_eligible',
};

/** What the server answers to a saved form: the months the form sends as text are stored as a number. */
const asSaved = (form: unknown) => {
  const { investment_period_months: months, ...rest } = form as Record<string, unknown>;
  return {
    ...SAVED,
    ...rest,
    investment_period_months: months == null || months === '' ? null : Number(months),
  };
};

const setup = (saved: unknown = null) => {
  const server = mockServer({
    'GET /api/source-of-funds/': { body: SOURCES },
    'GET /api/accounting-methods/': { body: METHODS },
    'GET /api/portfolio-applications/9/': { body: saved },
    'POST /api/portfolio-applications/': (call) => ({ body: asSaved(call.body) }),
    'PATCH /api/portfolio-applications/9/': (call) => ({ body: asSaved(call.body) }),
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<PortfolioDetailsForm accountId={9} mode="setup" onDone={onDone} />);
  return { server, onDone, ...view };
};

const answer = async (user: ReturnType<typeof setup>['user'], question: string, choice: string) =>
  user.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(choice));

describe('PortfolioDetailsForm', () => {
  it('asks for a funding type, then the amount of each one chosen', async () => {
    const { user } = setup();
    const funds = await screen.findByLabelText('Funds transfer');
    await user.click(funds);
    await user.click(funds);
    expect(await screen.findByText('Either funds transfer or asset transfer must be selected')).toBeVisible();
    await user.click(screen.getByLabelText('Asset transfer'));
    expect(
      screen.queryByText('Either funds transfer or asset transfer must be selected'),
    ).not.toBeInTheDocument();
    const amount = screen.getByLabelText('Value of assets to transfer ($)');
    // A third decimal does not get in; the amount shows with its $ and separators.
    await user.type(amount, '12345.678');
    expect(amount).toHaveValue('$12,345.67');
    expect(screen.queryByLabelText('Funds transfer amount ($)')).not.toBeInTheDocument();
  });

  it("defaults the period, method and franking; 'Other' asks for an answer; months for another period", async () => {
    const { user, server, onDone } = setup();
    await user.click(await screen.findByLabelText('Funds transfer'));
    await user.type(screen.getByLabelText('Funds transfer amount ($)'), '1000000');
    await user.click(screen.getByLabelText('Other'));
    const other = screen.getByLabelText('Please specify the source of funds');
    expect(other).toHaveAccessibleDescription('0/100');
    await user.type(other, 'Family trust distribution');
    expect(screen.getByLabelText('Tax accounting method')).toHaveValue('minimise_gain');
    expect(screen.getByLabelText('Eligible to receive franking credits')).toBeChecked();
    await answer(user, 'Do you require the portfolio to be fully invested within 14 days?', 'No');
    expect(screen.getByLabelText("At the private portfolio manager's discretion")).toBeChecked();
    await user.click(screen.getByLabelText('Other', { selector: '[value="other"]' }));
    await user.type(screen.getByLabelText('Number of months'), '6');
    await answer(user, 'Is the account exempt from income tax?', 'No');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/portfolio-applications/')[0]!.body).toEqual({
      account: 9,
      is_funds_transfer: true,
      funds_transfer_amount: '1000000',
      is_asset_transfer: false,
      asset_transfer_amount: null,
      source_of_funds: [8],
      source_of_funds_other: 'Family trust distribution',
      is_require_14_days_investing: false,
      investment_period: 'other',
      investment_period_months: '6',
      accounting_method: 'minimise_gain',
      receive_franking_credits: 'eligible',
      is_exempt_income_tax: false,
    });
  });

  it('keeps Next disabled until a source of funds is chosen', async () => {
    const { user } = setup();
    await user.click(await screen.findByLabelText('Funds transfer'));
    await user.type(screen.getByLabelText('Funds transfer amount ($)'), '1000000');
    await answer(user, 'Do you require the portfolio to be fully invested within 14 days?', 'Yes');
    await answer(user, 'Is the account exempt from income tax?', 'Yes');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByLabelText('Sale of property'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows saved details and sends changes with PATCH, putting server errors under their fields', async () => {
    const { user, server, onDone } = setup(SAVED);
    expect(await screen.findByLabelText('Funds transfer amount ($)')).toHaveValue('$1,500,000.00');
    expect(screen.getByLabelText('Salary and savings')).toBeChecked();
    expect(screen.getByLabelText('Tax accounting method')).toHaveValue('fifo');
    server.on('PATCH /api/portfolio-applications/9/', {
      status: 400,
      body: { funds_transfer_amount: ['Enter an amount greater than $0'] },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter an amount greater than $0')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });
});
