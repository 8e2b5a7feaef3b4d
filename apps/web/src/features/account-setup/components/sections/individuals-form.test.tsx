import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { IndividualsForm } from './individuals-form';
import { fillPerson, savedPerson } from './people-test-fixtures';
import { sectionAccount } from './section-test-fixtures';

const JOINT = sectionAccount({ type: 'joint', type_display: 'Joint' });
const SMSF = sectionAccount({ type: 'smsf', type_display: 'SMSF', trustee: 'individual' });

const setup = (account: unknown, saved: unknown[] = [], mode: 'setup' | 'edit' = 'setup') => {
  const server = mockServer({
    'GET /api/accounts/9/': { body: account },
    'GET /api/accounts/9/secondary-users/': { body: saved },
    'POST /api/accounts/9/secondary-users/': { status: 201, body: [savedPerson()] },
    'PUT /api/accounts/9/secondary-users/': { body: [savedPerson()] },
    'POST /api/accounts/9/secondary-users/31/reinvite/': {
      body: { detail: 'The secondary user has been successfully re-invited.' },
    },
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<IndividualsForm accountId={9} mode={mode} onDone={onDone} />);
  return { server, onDone, ...view };
};
const all = (label: string) => screen.getAllByLabelText(label);

describe('IndividualsForm', () => {
  it('adds holders up to the limit, strips the phone’s spaces and sends them', async () => {
    const { user, server, onDone } = setup(JOINT);
    expect(await screen.findByText('You may add 2 more Individual(s)/Trustee(s)')).toBeVisible();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await fillPerson(user, all, 0, {
      first_name: 'Morgan',
      last_name: 'Joint',
      phone_number: '0412 345 678',
      email: 'morgan@example.com',
    });
    expect(next).toBeEnabled();

    const add = screen.getByRole('button', { name: 'Add individual' });
    await user.click(add);
    expect(screen.getByText('You may add 1 more Individual(s)/Trustee(s)')).toBeVisible();
    expect(next).toBeDisabled();
    await user.click(add);
    expect(screen.getByText('You have achieved to limits of Individuals/Trustees')).toBeVisible();
    expect(add).toBeDisabled();
    await user.click(
      within(screen.getByRole('group', { name: 'Individual 3' })).getByRole('button', { name: 'Remove' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Individual 2' })).getByRole('button', { name: 'Remove' }),
    );
    expect(next).toBeEnabled();

    await user.click(next);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/accounts/9/secondary-users/')[0]!.body).toEqual({
      users: [
        {
          id: null,
          first_name: 'Morgan',
          last_name: 'Joint',
          email: 'morgan@example.com',
          phone_number: '0412345678',
          role: 1,
        },
      ],
    });
  });

  it('checks each person’s fields and shows an empty list', async () => {
    const { user } = setup(JOINT);
    await screen.findByText('You may add 2 more Individual(s)/Trustee(s)');
    await user.type(all('Email')[0]!, 'not-an-email');
    expect(await screen.findByText('Email format is not valid')).toBeVisible();
    await user.type(all('Mobile phone')[0]!, '0312345678');
    expect(await screen.findByText('Mobile phone format is not valid')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('List is empty')).toBeVisible();
    expect(screen.getByText('You may add 3 more Individual(s)/Trustee(s)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows saved people with their invitation status, resends an invite and updates the list', async () => {
    const registered = savedPerson({
      id: 32,
      first_name: 'Olivia',
      last_name: 'Nguyen',
      email: 'olivia2@example.com',
      verification_status: 'registered',
      status_display: { display_name: 'Registered', style: 'info' },
      can_resend_invite: false,
      list_of_editable_fields: ['first_name', 'last_name', 'phone_number', 'role'],
    });
    const { user, server, onDone } = setup(JOINT, [savedPerson(), registered], 'edit');
    const first = await screen.findByRole('group', { name: 'Individual 1' });
    const second = screen.getByRole('group', { name: 'Individual 2' });
    expect(within(first).getByText('Invited')).toBeVisible();
    expect(within(second).getByText('Registered')).toBeVisible();
    expect(within(second).queryByRole('button', { name: 'Resend invite' })).not.toBeInTheDocument();
    expect(within(second).getByLabelText('Email')).toBeDisabled();
    // Named like the signed-in user.
    expect(
      within(second).getByText('This may be a duplicate. Please remove if it is not required.'),
    ).toBeVisible();

    await user.click(within(first).getByRole('button', { name: 'Resend invite' }));
    expect(await screen.findByText('The secondary user has been successfully re-invited.')).toBeVisible();
    expect(server.callsTo('POST /api/accounts/9/secondary-users/31/reinvite/')).toHaveLength(1);

    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('PUT /api/accounts/9/secondary-users/')[0]!.body).toEqual({
      users: [
        {
          id: 31,
          first_name: 'Morgan',
          last_name: 'Joint',
          email: 'morgan@example.com',
          phone_number: '0412345678',
          role: 1,
        },
      ],
    });
  });

  it('puts the server’s errors under each person’s fields', async () => {
    const { user, server } = setup(JOINT);
    server.on('POST /api/accounts/9/secondary-users/', {
      status: 400,
      body: { 'users.0.email': ['This email is already used by another person in this application.'] },
    });
    await screen.findByText('You may add 2 more Individual(s)/Trustee(s)');
    await fillPerson(user, all, 0, {
      first_name: 'Morgan',
      last_name: 'Joint',
      phone_number: '0412345678',
      email: 'morgan@example.com',
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('This email is already used by another person in this application.'),
    ).toBeVisible();
  });

  it('asks about additional trustees first and checks the list only when yes', async () => {
    const { user, server, onDone } = setup(SMSF);
    const question = await screen.findByRole('radiogroup', { name: 'Additional trustees' });
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(within(question).getByLabelText('Yes'));
    expect(screen.getByRole('group', { name: 'Trustee 1' })).toBeVisible();
    expect(screen.getByText('You may add 4 more Individual(s)/Trustee(s)')).toBeVisible();
    expect(next).toBeDisabled();
    await user.click(within(question).getByLabelText('No'));
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(next).toBeEnabled();
    await user.click(next);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/accounts/9/secondary-users/')[0]!.body).toEqual({
      has_additional_trustees: false,
      users: [],
    });
  });
});
