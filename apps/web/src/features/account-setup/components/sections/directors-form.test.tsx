import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { DirectorsForm } from './directors-form';
import { fillPerson, savedPerson } from './people-test-fixtures';
import { sectionAccount } from './section-test-fixtures';

const ROLES = [
  { id: 1, key: 'contact', title: 'Contact', kind: 'contact' },
  { id: 2, key: 'director', title: 'Director', kind: 'director' },
  { id: 5, key: 'sole_director', title: 'Sole director', kind: 'director' },
  { id: 9, key: 'beneficial_owner', title: 'Beneficial owner', kind: 'beneficial' },
];
const REGISTER = {
  business_name: 'Sharma Holdings Pty Ltd',
  acn: '612345678',
  abn: '10612345678',
  type: 'Australian Private Company',
  directors: [
    { uuid: 'reg-1', first_name: 'Priya', last_name: 'Sharma' },
    { uuid: 'reg-2', first_name: 'Olivia', last_name: 'Nguyen' },
  ],
};
const COMPANY = sectionAccount({ acn: '612345678', acn_lookup_data: REGISTER });
const DELAY_WARNING =
  'This action cannot be reverted. Your application may be delayed if the directors do not match the company register.';
const DUPLICATE = 'This may be a duplicate. Please remove if it is not required.';

const setup = (account: unknown = COMPANY, saved: unknown[] = []) => {
  const server = mockServer({
    'GET /api/accounts/9/': { body: account },
    'GET /api/accounts/9/secondary-users/': { body: saved },
    'GET /api/roles/': { body: ROLES },
    // The saved role comes back without the kind the roles list gives.
    'PATCH /api/accounts/9/directors/': {
      body: { primary_user_role: { id: 2, key: 'director', title: 'Director' }, directors: [] },
    },
    'DELETE /api/accounts/9/secondary-users/41/': { status: 204 },
    'DELETE /api/utils/acn-data/reg-1/': { status: 204 },
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<DirectorsForm accountId={9} mode="setup" onDone={onDone} />);
  return { server, onDone, ...view };
};

describe('DirectorsForm', () => {
  it('starts from the register’s directors other than the user, names locked, and sends the roles', async () => {
    const { user, server, onDone } = setup();
    expect(await screen.findByRole('heading', { name: 'Set up directors' })).toBeVisible();
    const priya = screen.getByRole('group', { name: 'Director 1' });
    expect(screen.queryByRole('group', { name: 'Director 2' })).not.toBeInTheDocument();
    expect(within(priya).getByLabelText('First name')).toHaveValue('Priya');
    expect(within(priya).getByLabelText('First name')).toBeDisabled();
    expect(within(priya).getByLabelText('Last name')).toBeDisabled();
    expect(within(priya).getByLabelText('Email')).toBeEnabled();

    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await screen.findAllByRole('option', { name: 'Sole director' });
    await user.selectOptions(screen.getByLabelText('Your role'), 'Sole director');
    await user.type(within(priya).getByLabelText('Mobile phone'), '0422 333 444');
    await user.type(within(priya).getByLabelText('Email'), 'priya@example.com');
    expect(next).toBeEnabled();
    await user.click(next);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('PATCH /api/accounts/9/directors/')[0]!.body).toEqual({
      primary_user_role: 5,
      directors: [
        {
          id: null,
          first_name: 'Priya',
          last_name: 'Sharma',
          email: 'priya@example.com',
          phone_number: '0422333444',
          role: 2,
        },
      ],
    });
  });

  it('asks before removing a person, and removes a register director from the register’s answer', async () => {
    const { user, server } = setup();
    const priya = await screen.findByRole('group', { name: 'Director 1' });
    await user.click(within(priya).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm that you want to remove this person' });
    expect(within(dialog).getByText(DELAY_WARNING)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Director 1' })).toBeVisible();

    await user.click(within(priya).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Director 1' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('DELETE /api/utils/acn-data/reg-1/')[0]!.query.get('acn')).toBe('612345678');
  });

  it('removes a saved director from the account', async () => {
    const saved = savedPerson({ id: 41, role: { id: 2, key: 'director', title: 'Director' } });
    const { user, server } = setup(sectionAccount({ acn: '612345678', primary_user_role: { ...ROLES[1] } }), [
      saved,
    ]);
    const block = await screen.findByRole('group', { name: 'Director 1' });
    expect(within(block).getByText('Invited')).toBeVisible();
    await user.click(within(block).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(server.callsTo('DELETE /api/accounts/9/secondary-users/41/')).toHaveLength(1),
    );
  });

  it('warns of a director who may duplicate the user or another director', async () => {
    const { user } = setup(sectionAccount({ primary_user_role: ROLES[1] }));
    await screen.findByRole('heading', { name: 'Set up directors' });
    expect(screen.queryByRole('group', { name: 'Director 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add director' }));
    await user.click(screen.getByRole('button', { name: 'Add director' }));
    const all = (label: string) => screen.getAllByLabelText(label);
    await fillPerson(user, all, 0, {
      first_name: 'olivia',
      last_name: 'NGUYEN',
      phone_number: '0412345678',
      email: 'o@example.com',
    });
    expect(
      screen.getByText(
        'Olivia Nguyen may duplicate you: you are already part of this application. Please remove the person if they are not required.',
      ),
    ).toBeVisible();
    expect(screen.getAllByText(DUPLICATE)).toHaveLength(1);
    await fillPerson(user, all, 1, {
      first_name: 'Olivia',
      last_name: 'Nguyen',
      phone_number: '0412345679',
      email: 'o2@example.com',
    });
    expect(screen.getAllByText(DUPLICATE)).toHaveLength(2);
  });

  it('needs a valid email, phone and role for each director', async () => {
    const { user } = setup(sectionAccount({ primary_user_role: ROLES[1] }));
    await screen.findByRole('heading', { name: 'Set up directors' });
    await user.click(screen.getByRole('button', { name: 'Add director' }));
    const block = screen.getByRole('group', { name: 'Director 1' });
    await user.type(within(block).getByLabelText('Email'), 'nope');
    expect(await within(block).findByText('Email format is not valid')).toBeVisible();
    const role = within(block).getByLabelText('Role');
    await user.selectOptions(role, '');
    await vi.waitFor(() => expect(role).toHaveAccessibleDescription('This field is required'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
