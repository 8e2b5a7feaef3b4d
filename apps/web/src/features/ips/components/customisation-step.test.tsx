import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dateFieldGroup, shownDate } from '@/test/date-picker';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { CustomisationStep } from './customisation-step';
import { INDUSTRIES, IPS, IPS_LOOKUPS } from './ips-test-fixtures';

const setup = (ips = IPS) => {
  const server = mockServer({
    ...IPS_LOOKUPS,
    'POST /api/ips/5/industry-restrictions/': { body: INDUSTRIES },
    'POST /api/ips/5/security-restrictions/': { body: [] },
    'PATCH /api/ips/5/': (call) => ({ body: { ...IPS, ...(call.body as object) } }),
  });
  const onNext = vi.fn();
  const view = renderWithProviders(
    <CustomisationStep ips={ips as never} submitLabel="Next" onNext={onNext} />,
  );
  return { server, onNext, ...view };
};
const answer = async (user: ReturnType<typeof setup>['user'], choice: 'Yes' | 'No') =>
  user.click(
    within(
      await screen.findByRole('radiogroup', { name: 'Do you want to add restrictions to your portfolio?' }),
    ).getByLabelText(choice),
  );

describe('CustomisationStep', () => {
  it('no restrictions: PATCH has_restrictions false and move on', async () => {
    const { user, server, onNext } = setup();
    await screen.findByText('Customisation');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await answer(user, 'No');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(server.callsTo('PATCH /api/ips/5/')[0]!.body).toEqual({ has_restrictions: false });
  });

  it('a group change asks first and sets its industries; one industry apart shows Mixed on the group', async () => {
    const { user } = setup();
    await answer(user, 'Yes');
    await user.click(screen.getByRole('button', { name: /Energy/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Energy group' }), 'do_not_hold');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change all industries in this group?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('combobox', { name: 'Oil, Gas & Consumable Fuels' })).toHaveValue(
      'do_not_hold',
    );
    expect(screen.getByRole('combobox', { name: 'Energy' })).toHaveValue('do_not_hold');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Energy Equipment & Services' }),
      'do_not_buy',
    );
    expect(screen.getByRole('combobox', { name: 'Energy group' })).toHaveValue('mixed');
    expect(
      within(screen.getByRole('combobox', { name: 'Energy group' })).getByRole('option', { name: 'Mixed' }),
    ).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Oil, Gas & Consumable Fuels' }),
      'do_not_buy',
    );
    expect(screen.getByRole('combobox', { name: 'Energy' })).toHaveValue('do_not_buy');
  });

  it('a new security row defaults to units 1, cost base 1, tomorrow, do not sell; submit makes it read-only with Change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 10, 9));
    const { user, server, onNext } = setup();
    await answer(user, 'Yes');
    await user.click(screen.getByRole('button', { name: 'Add security' }));
    expect(screen.getByLabelText('Units 1')).toHaveValue('1');
    expect(screen.getByLabelText('Cost base 1 ($)')).toHaveValue('1');
    await dateFieldGroup('Date 1');
    expect(shownDate('Date 1')).toBe('11-May-2026');
    expect(screen.getByLabelText('Restriction 1')).toHaveValue('do_not_sell');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('This field is required')).toBeVisible();
    await user.type(screen.getByLabelText('Security name 1'), 'Woodside Energy');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Change' })).toBeVisible();
    expect(screen.getByText('Woodside Energy: 1 units, cost base $1, 2026-05-11, Do not sell')).toBeVisible();
    expect(server.callsTo('POST /api/ips/5/security-restrictions/')[0]!.body).toEqual([
      {
        name: 'Woodside Energy',
        units: '1',
        cost_base: '1',
        date: '2026-05-11',
        restriction_type: 'do_not_sell',
      },
    ]);
    expect(server.callsTo('PATCH /api/ips/5/')[0]!.body).toEqual({ has_restrictions: true });
    expect(onNext).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText('Security name 1')).toHaveValue('Woodside Energy');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Change' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onNext).toHaveBeenCalled());
    vi.useRealTimers();
  });
});
