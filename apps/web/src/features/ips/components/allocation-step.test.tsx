import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { AllocationStep } from './allocation-step';
import { ALLOCATION, IPS, IPS_LOOKUPS } from './ips-test-fixtures';

const setup = () => {
  const server = mockServer({
    ...IPS_LOOKUPS,
    'PUT /api/ips/5/strategic-asset-allocation/': { body: ALLOCATION },
  });
  const onNext = vi.fn();
  const view = renderWithProviders(<AllocationStep ips={IPS as never} submitLabel="Next" onNext={onNext} />);
  return { server, onNext, ...view };
};

describe('AllocationStep', () => {
  it('truncates percents to 2 decimals and shows the total notice until it reaches 100 with cash at least 2%', async () => {
    const { user } = setup();
    const tailored = await screen.findByLabelText('Tailored Australian Equity Portfolio (%)');
    await user.type(tailored, '97.999');
    expect(tailored).toHaveValue('97.99%');
    expect(screen.getByText('Total: 97.99%')).toBeVisible();
    expect(screen.getByText('2.01% left to allocate')).toBeVisible();
    expect(screen.getByText('Cash must be at least 2%')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.type(screen.getByLabelText('Cash (%)'), '2.01');
    expect(screen.getByText('Total: 100.00%')).toBeVisible();
    expect(screen.queryByText('Cash must be at least 2%')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('img', { name: /Tailored Australian Equity Portfolio 97.99%/ })).toBeVisible();
  });

  it('offers the tailored label only while the tailored option is above 0', async () => {
    const { user } = setup();
    const tailored = await screen.findByLabelText('Tailored Australian Equity Portfolio (%)');
    expect(screen.queryByLabelText('Tailored label')).not.toBeInTheDocument();
    await user.type(tailored, '5');
    expect(await screen.findByLabelText('Tailored label')).toBeVisible();
    await user.clear(tailored);
    expect(screen.queryByLabelText('Tailored label')).not.toBeInTheDocument();
  });

  it('needs a custom strategy on a positive custom option; the dialog checks it and PUT sends it', async () => {
    const { user, server, onNext } = setup();
    await user.type(await screen.findByLabelText('Australian Equities Custom Strategy (%)'), '98');
    await user.type(screen.getByLabelText('Cash (%)'), '2');
    expect(
      screen.getByText('Add at least one custom strategy to Australian Equities Custom Strategy'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add custom strategy' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Strategy name'), 'Transferred holdings');
    await user.selectOptions(within(dialog).getByLabelText('Holding arrangement'), '2');
    expect(within(dialog).getByText(/Portfolio management fee: 0.2750%/)).toBeVisible();
    await user.type(within(dialog).getByLabelText('Security name 1'), 'BHP Group');
    await user.type(within(dialog).getByLabelText('Units 1'), '1.5');
    expect(await within(dialog).findByText('Units must be a whole number')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Units 1'));
    await user.type(within(dialog).getByLabelText('Units 1'), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Transferred holdings')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onNext).toHaveBeenCalled());
    const body = server.callsTo('PUT /api/ips/5/strategic-asset-allocation/')[0]!.body as {
      categories: Array<{ investment_options: Array<Record<string, unknown>> }>;
    };
    expect(body.categories[1]!.investment_options[1]).toEqual({
      id: 4,
      target_percentage: '98',
      tailored_label: null,
      custom_strategies: [
        {
          name: 'Transferred holdings',
          manager_discretion: false,
          holding_arrangement: 2,
          securities: [{ name: 'BHP Group', units: '1200' }],
        },
      ],
    });
  });

  it('clears custom strategies of an option set back to 0 when sending', async () => {
    const { user, server, onNext } = setup();
    const custom = await screen.findByLabelText('Australian Equities Custom Strategy (%)');
    await user.type(custom, '10');
    await user.click(screen.getByRole('button', { name: 'Add custom strategy' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Strategy name'), 'S');
    await user.selectOptions(within(dialog).getByLabelText('Holding arrangement'), '1');
    await user.click(within(dialog).getByLabelText('Manager discretion'));
    await user.type(within(dialog).getByLabelText('Security name 1'), 'CSL');
    await user.type(within(dialog).getByLabelText('Target % 1'), '50');
    expect(await within(dialog).findByText('Target percentages must total 100%')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Target % 1'));
    await user.type(within(dialog).getByLabelText('Target % 1'), '100');
    // Save turns on once the form has validated the new total (asynchronously, as a user sees it).
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    // The page behind the dialog takes focus again once the dialog has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.clear(custom);
    await user.type(screen.getByLabelText('Cash (%)'), '100');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onNext).toHaveBeenCalled());
    const body = server.callsTo('PUT /api/ips/5/strategic-asset-allocation/')[0]!.body as {
      categories: Array<{ investment_options: Array<{ custom_strategies: unknown[] }> }>;
    };
    expect(body.categories[1]!.investment_options[1]!.custom_strategies).toEqual([]);
  });
});
