import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { SigningAuthorityForm } from './signing-authority-form';

const MEMBERS = [
  { id: 0, first_name: 'Olivia', last_name: 'Nguyen', is_primary: true },
  { id: 31, first_name: 'Morgan', last_name: 'Joint', is_primary: false },
  { id: 32, first_name: 'Kim', last_name: 'Lane', is_primary: false },
];
const SAVED = {
  signing_authority_option: 'advanced_settings',
  advanced_settings_option: 'selected_signatories',
  min_number_of_signatories: null,
  selected_signatories: [0, 32],
  member_ids: [31, 32],
  is_up_to_date: true,
};
const SAVED_ANSWER = { signing_authority: SAVED, members: MEMBERS, can_edit: true };
const WARNING =
  'If you change the member list, you will need to complete the "Signing authority" step again.';
const CONTACT_US = 'Please contact us should you wish to make changes to your signing authority';

const setup = (answer: Record<string, unknown> = {}) => {
  const server = mockServer({
    'GET /api/accounts/9/signing-authority/': {
      body: { signing_authority: null, members: MEMBERS, can_edit: true, ...answer },
    },
    // The server answers a save with the account's signing authority, as GET does.
    'POST /api/accounts/9/signing-authority/': { status: 201, body: { ...SAVED_ANSWER, ...answer } },
    'PATCH /api/accounts/9/signing-authority/': { body: { ...SAVED_ANSWER, ...answer } },
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<SigningAuthorityForm accountId={9} mode="edit" onDone={onDone} />);
  return { server, onDone, ...view };
};
const options = () => screen.getByRole('radiogroup', { name: 'Who signs for the account' });

describe('SigningAuthorityForm', () => {
  it('any applicant sends one signature, all applicants every member’s', async () => {
    const { user, server, onDone } = setup();
    expect(await screen.findByText(WARNING)).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(options()).getByLabelText('All applicants to sign'));
    await user.click(within(options()).getByLabelText('Any applicant to sign'));
    await user.click(save);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/accounts/9/signing-authority/')[0]!.body).toEqual({
      signing_authority_option: 'any_applicant_to_sign',
      advanced_settings_option: '',
      min_number_of_signatories: 1,
      selected_signatories: [],
    });
  });

  it('offers a minimum from 1 to the member count, or specific members (at least one)', async () => {
    const { user, server, onDone } = setup();
    await screen.findByText(WARNING);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(within(options()).getByLabelText('Advanced settings'));
    expect(save).toBeDisabled();
    const advanced = screen.getByRole('radiogroup', { name: 'Advanced settings' });
    await user.click(within(advanced).getByLabelText('Minimum number of signatures'));
    const number = screen.getByLabelText('Number of signatures');
    // Nothing to correct yet: no error before the user chooses.
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(
      within(number)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', '1', '2', '3']);
    expect(save).toBeDisabled();
    await user.selectOptions(number, '2');
    expect(save).toBeEnabled();

    await user.click(within(advanced).getByLabelText('Signatures of specific members'));
    expect(screen.queryByLabelText('Number of signatures')).not.toBeInTheDocument();
    const members = screen.getByRole('group', { name: 'Signatures of specific members' });
    expect(
      within(members)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Olivia Nguyen (You)', 'Morgan Joint', 'Kim Lane']);
    const kim = within(members).getByLabelText('Kim Lane');
    await user.click(kim);
    expect(save).toBeEnabled();
    await user.click(kim);
    expect(await screen.findByText('Select at least one member')).toBeVisible();
    expect(save).toBeDisabled();
    await user.click(within(members).getByLabelText('Morgan Joint'));
    await user.click(save);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/accounts/9/signing-authority/')[0]!.body).toEqual({
      signing_authority_option: 'advanced_settings',
      advanced_settings_option: 'selected_signatories',
      min_number_of_signatories: null,
      selected_signatories: [31],
    });
  });

  it('shows the saved settings, clears the advanced ones when the option changes, and updates', async () => {
    const { user, server, onDone } = setup({ signing_authority: SAVED });
    const members = await screen.findByRole('group', { name: 'Signatures of specific members' });
    expect(within(members).getByLabelText('Olivia Nguyen (You)')).toBeChecked();
    expect(within(members).getByLabelText('Morgan Joint')).not.toBeChecked();
    await user.click(within(options()).getByLabelText('All applicants to sign'));
    expect(screen.queryByRole('radiogroup', { name: 'Advanced settings' })).not.toBeInTheDocument();
    await user.click(within(options()).getByLabelText('Advanced settings'));
    const advanced = screen.getByRole('radiogroup', { name: 'Advanced settings' });
    expect(within(advanced).getByLabelText('Signatures of specific members')).not.toBeChecked();
    await user.click(within(options()).getByLabelText('All applicants to sign'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('PATCH /api/accounts/9/signing-authority/')[0]!.body).toEqual({
      signing_authority_option: 'all_applicants_to_sign',
      advanced_settings_option: '',
      min_number_of_signatories: 3,
      selected_signatories: [],
    });
  });

  it('asks the user to contact the provider once it can no longer change', async () => {
    setup({ signing_authority: SAVED, can_edit: false });
    expect(await screen.findByText(CONTACT_US)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
