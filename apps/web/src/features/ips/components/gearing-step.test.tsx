import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { GearingStep } from './gearing-step';
import { IPS } from './ips-test-fixtures';

const setup = () => {
  const server = mockServer({
    'PATCH /api/ips/5/': (call) => ({ body: { ...IPS, ...(call.body as object) } }),
  });
  const onNext = vi.fn();
  const view = renderWithProviders(<GearingStep ips={IPS as never} submitLabel="Submit" onNext={onNext} />);
  return { server, onNext, ...view };
};
const answer = async (user: ReturnType<typeof setup>['user'], choice: 'Yes' | 'No') =>
  user.click(
    within(screen.getByRole('radiogroup', { name: 'Do you want to include gearing?' })).getByLabelText(
      choice,
    ),
  );

describe('GearingStep', () => {
  it('asks for both loan balances when yes, and submits them', async () => {
    const { user, server, onNext } = setup();
    await answer(user, 'Yes');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.type(screen.getByLabelText('Lower target loan balance ($)'), '100000');
    await user.type(screen.getByLabelText('Upper target loan balance ($)'), '50000');
    expect(
      await screen.findByText('The upper target loan balance cannot be less than the lower one'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Upper target loan balance ($)'));
    await user.type(screen.getByLabelText('Upper target loan balance ($)'), '250000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(server.callsTo('PATCH /api/ips/5/')[0]!.body).toEqual({
      has_gearing: true,
      target_loan_balance_min: '100000',
      target_loan_balance_max: '250000',
    });
  });

  it('choosing no clears both balances', async () => {
    const { user, server, onNext } = setup();
    await answer(user, 'Yes');
    await user.type(screen.getByLabelText('Lower target loan balance ($)'), '100000');
    await answer(user, 'No');
    expect(screen.queryByLabelText('Lower target loan balance ($)')).not.toBeInTheDocument();
    await answer(user, 'Yes');
    expect(screen.getByLabelText('Lower target loan balance ($)')).toHaveValue('');
    await answer(user, 'No');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(server.callsTo('PATCH /api/ips/5/')[0]!.body).toEqual({
      has_gearing: false,
      target_loan_balance_min: null,
      target_loan_balance_max: null,
    });
  });
});
