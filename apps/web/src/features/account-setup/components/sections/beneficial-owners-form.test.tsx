import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { BeneficialOwnersForm } from './beneficial-owners-form';
import { fillPerson, savedOwner } from './people-test-fixtures';
import { sectionAccount } from './section-test-fixtures';

const setup = (saved: unknown[] = []) => {
  const server = mockServer({
    'GET /api/accounts/9/beneficial-owners/': { body: saved },
    'POST /api/accounts/9/beneficial-owners/': { status: 201, body: [] },
    'PUT /api/accounts/9/beneficial-owners/': { body: [] },
    'PATCH /api/accounts/9/': { body: sectionAccount({ skip_beneficial_owners: true }) },
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<BeneficialOwnersForm accountId={9} mode="setup" onDone={onDone} />);
  return { server, onDone, ...view };
};
const all = (label: string) => screen.getAllByLabelText(label);

describe('BeneficialOwnersForm', () => {
  it('explains each role with the 25% threshold and sends the people with their roles', async () => {
    const { user, server, onDone } = setup();
    const first = await screen.findByRole('group', { name: 'Beneficial owner 1' });
    const owner = within(first).getByRole('radio', { name: /^Beneficial owner/ });
    expect(owner).toBeChecked();
    expect(
      within(first).getByText('Owns, directly or indirectly, 25% or greater of the company or trust.'),
    ).toBeVisible();
    expect(within(first).getByText(/^Controls 25% or greater of the company or trust/)).toBeVisible();
    expect(within(first).getByRole('radio', { name: /^Decision maker/ })).not.toBeChecked();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    // One person at least: the only block cannot be removed.
    expect(within(first).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    await fillPerson(user, all, 0, {
      first_name: 'Owen',
      last_name: 'Owner',
      phone_number: '0412 345 678',
      email: 'owen@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Add beneficial owner' }));
    const second = screen.getByRole('group', { name: 'Beneficial owner 2' });
    // A block just added marks none of its fields until they are touched or the form is sent.
    expect(within(second).queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(within(second).getByLabelText('Email'));
    await user.tab();
    expect(within(second).getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    expect(within(second).getByLabelText('First name')).not.toHaveAccessibleDescription(
      'This field is required',
    );
    await user.click(within(second).getByRole('radio', { name: /^Controller/ }));
    await fillPerson(user, all, 1, {
      first_name: 'Cara',
      last_name: 'Control',
      phone_number: '0412345679',
      email: 'cara@example.com',
    });
    await user.click(next);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/accounts/9/beneficial-owners/')[0]!.body).toEqual({
      users: [
        {
          id: null,
          first_name: 'Owen',
          last_name: 'Owner',
          email: 'owen@example.com',
          phone_number: '0412345678',
          role: 9,
        },
        {
          id: null,
          first_name: 'Cara',
          last_name: 'Control',
          email: 'cara@example.com',
          phone_number: '0412345679',
          role: 10,
        },
      ],
    });
  });

  it('skips with the account’s skip_beneficial_owners', async () => {
    const { user, server, onDone } = setup();
    await screen.findByRole('group', { name: 'Beneficial owner 1' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('PATCH /api/accounts/9/')[0]!.body).toEqual({ skip_beneficial_owners: true });
    expect(server.callsTo('POST /api/accounts/9/beneficial-owners/')).toHaveLength(0);
  });

  it('updates saved owners, removes one and maps the server’s errors under users', async () => {
    const owners = [
      savedOwner({ id: 51, role: { id: 9, key: 'beneficial_owner', title: 'Beneficial owner' } }),
      savedOwner({
        id: 52,
        email: 'dm@example.com',
        role: { id: 11, key: 'decision_maker', title: 'Decision maker' },
      }),
    ];
    const { user, server, onDone } = setup(owners);
    const second = await screen.findByRole('group', { name: 'Beneficial owner 2' });
    expect(within(second).getByRole('radio', { name: /^Decision maker/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    server.on('PUT /api/accounts/9/beneficial-owners/', {
      status: 400,
      body: { 'users.0.phone_number': ['Mobile phone must contain 10 symbols'] },
    });
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Mobile phone must contain 10 symbols')).toBeVisible();
    expect(server.callsTo('PUT /api/accounts/9/beneficial-owners/')[0]!.body).toEqual({
      users: [
        {
          id: 51,
          first_name: 'Morgan',
          last_name: 'Joint',
          email: 'morgan@example.com',
          phone_number: '0412345678',
          role: 9,
        },
      ],
    });
    expect(onDone).not.toHaveBeenCalled();
  });
});
