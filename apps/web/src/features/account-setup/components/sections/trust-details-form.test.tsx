import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { SECTION_LOOKUPS } from './section-test-fixtures';
import { TrustDetailsForm } from './trust-details-form';

const SETTLED = 'Was the trust settled with a sum of $10,000 or more?';
const INVESTING = 'Is primary activity investing';
const SAVED = {
  account: 9,
  type: { id: 1, name: 'Discretionary (family) trust' },
  state: 'NSW',
  is_settled_sum_at_least_threshold: true,
  settlor_name: 'Jane Settlor',
  is_investing_primary_activity: true,
  nature_of_activity: '',
  can_edit: true,
};

const setup = (saved: unknown = null) => {
  const server = mockServer({
    ...SECTION_LOOKUPS,
    'GET /api/accounts/9/trust-details/': { body: saved },
    'POST /api/accounts/9/trust-details/': { body: SAVED },
    'PATCH /api/accounts/9/trust-details/': { body: SAVED },
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<TrustDetailsForm accountId={9} mode="setup" onDone={onDone} />);
  return { server, onDone, ...view };
};

const answer = (user: ReturnType<typeof setup>['user'], question: string, choice: 'Yes' | 'No') =>
  user.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText(choice));

describe('TrustDetailsForm', () => {
  it('names the settlor when settled with $10,000 or more and the activity when not investing, then blanks them', async () => {
    const { user, server, onDone } = setup();
    await screen.findAllByRole('option', { name: 'Discretionary (family) trust' });
    await user.selectOptions(screen.getByLabelText('Trust type'), 'Discretionary (family) trust');
    await screen.findAllByRole('option', { name: 'Victoria' });
    await user.selectOptions(screen.getByLabelText('State established'), 'Victoria');
    const next = screen.getByRole('button', { name: 'Next' });

    await answer(user, SETTLED, 'Yes');
    const settlor = screen.getByLabelText('Settlor name');
    expect(settlor).toHaveAccessibleDescription('0/30');
    await answer(user, INVESTING, 'No');
    const nature = screen.getByLabelText('Nature of activity');
    expect(nature).toHaveAccessibleDescription('0/30');
    expect(next).toBeDisabled();
    // Over the limit the text stays as typed (never cut) and the field says by how much.
    await user.type(settlor, 'Jane Settlor of the Family Trust');
    expect(settlor).toHaveValue('Jane Settlor of the Family Trust');
    expect(settlor).toHaveAccessibleDescription('Ensure this field has no more than 30 characters 32/30');
    await user.clear(settlor);
    await user.type(settlor, 'Jane Settlor');
    expect(settlor).toHaveAccessibleDescription('12/30');
    await user.type(nature, 'Property');
    expect(next).toBeEnabled();
    await user.clear(nature);
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(next).toBeDisabled();

    await answer(user, SETTLED, 'No');
    await answer(user, INVESTING, 'Yes');
    expect(screen.queryByLabelText('Settlor name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nature of activity')).not.toBeInTheDocument();
    expect(next).toBeEnabled();
    await user.click(next);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/accounts/9/trust-details/')[0]!.body).toEqual({
      type: 1,
      state: 'VIC',
      is_settled_sum_at_least_threshold: false,
      settlor_name: '',
      is_investing_primary_activity: true,
      nature_of_activity: '',
    });
  });

  it('requires the type, state and both answers', async () => {
    const { user } = setup();
    await screen.findAllByRole('option', { name: 'Victoria' });
    const next = screen.getByRole('button', { name: 'Next' });
    await answer(user, SETTLED, 'No');
    await answer(user, INVESTING, 'Yes');
    expect(next).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Trust type'), 'Self-managed superannuation fund');
    expect(next).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('State established'), 'New South Wales');
    expect(next).toBeEnabled();
  });

  it('updates saved details', async () => {
    const { user, server, onDone } = setup(SAVED);
    expect(await screen.findByLabelText('Settlor name')).toHaveValue('Jane Settlor');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('PATCH /api/accounts/9/trust-details/')).toHaveLength(1);
  });
});
