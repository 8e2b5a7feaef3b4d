import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseCountry } from '@/test/choose-country';
import { mockServer } from '@/test/mock-server';
import { renderWithProviders } from '@/test/render-with-providers';
import { CompanyDetailsForm } from './company-details-form';
import { SECTION_LOOKUPS, sectionAccount } from './section-test-fixtures';

const ADDRESS = {
  country: 14,
  country_name: 'Australia',
  address_line_1: '10 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  post_code: '3000',
};
const SAVED = {
  account: 9,
  is_investing_primary_activity: false,
  nature_of_activity: 'Farming',
  registered_office: ADDRESS,
  principal_place_of_business: ADDRESS,
  postal_address: { ...ADDRESS, address_line_1: 'PO Box 12' },
  can_edit: true,
};

const REGISTER = {
  business_name: 'Sharma Holdings Pty Ltd',
  acn: '612345678',
  abn: '10612345678',
  type: 'Australian Private Company',
  directors: [],
  registered_office: {
    address_line_1: 'Level 4, 60 Martin Place',
    suburb: 'Sydney',
    state: 'NSW',
    post_code: '2000',
  },
};

const setup = (saved: unknown = null, type = 'company', acn_lookup_data: unknown = null) => {
  const server = mockServer({
    ...SECTION_LOOKUPS,
    'GET /api/accounts/9/': {
      body: sectionAccount({ type, trustee: type === 'company' ? null : 'corporate', acn_lookup_data }),
    },
    'GET /api/accounts/9/corporate-details/': { body: saved },
    'POST /api/accounts/9/corporate-details/': { body: SAVED },
    'PATCH /api/accounts/9/corporate-details/': { body: SAVED },
  });
  const onDone = vi.fn();
  const view = renderWithProviders(<CompanyDetailsForm accountId={9} mode="edit" onDone={onDone} />);
  return { server, onDone, ...view };
};

const QUESTION = 'Is primary activity investing';

const fillAddress = async (user: ReturnType<typeof setup>['user'], group: string, line: string) => {
  const block = within(screen.getByRole('group', { name: group }));
  await chooseCountry(user, block.getByLabelText('Country'), 'Australia');
  await user.type(block.getByLabelText('Address line 1'), line);
  await user.type(block.getByLabelText('Suburb'), 'Sydney');
  // In Australia the state is one of the eight codes.
  await user.selectOptions(block.getByLabelText('State'), 'NSW');
  await user.type(block.getByLabelText('Postcode'), '2000');
};

describe('CompanyDetailsForm', () => {
  it('asks the nature of activity only when investing is not the primary activity, at most 30 characters', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Company details' })).toBeVisible();
    const group = await screen.findByRole('radiogroup', { name: QUESTION });
    expect(screen.queryByLabelText('Nature of activity')).not.toBeInTheDocument();
    await user.click(within(group).getByLabelText('No'));
    const nature = screen.getByLabelText('Nature of activity');
    expect(nature).toHaveAccessibleDescription('0/30');
    await user.type(nature, 'x');
    await user.clear(nature);
    expect(await screen.findByText('This field is required')).toBeVisible();
    await user.click(within(group).getByLabelText('Yes'));
    expect(screen.queryByLabelText('Nature of activity')).not.toBeInTheDocument();
  });

  it('requires the three addresses in full and sends them', async () => {
    const { user, server, onDone } = setup();
    await user.click(within(await screen.findByRole('radiogroup', { name: QUESTION })).getByLabelText('Yes'));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    for (const [group, line] of [
      ['Registered office', '1 George Street'],
      ['Principal place of business', '2 George Street'],
      ['Postal address', 'PO Box 7'],
    ] as const) {
      await fillAddress(user, group, line);
    }
    expect(save).toBeEnabled();
    const suburb = within(screen.getByRole('group', { name: 'Postal address' })).getByLabelText('Suburb');
    await user.clear(suburb);
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(save).toBeDisabled();
    await user.type(suburb, 'Sydney');
    await user.click(save);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.callsTo('POST /api/accounts/9/corporate-details/')[0]!.body).toEqual({
      is_investing_primary_activity: true,
      nature_of_activity: '',
      registered_office: {
        country: 14,
        address_line_1: '1 George Street',
        suburb: 'Sydney',
        state: 'NSW',
        post_code: '2000',
      },
      principal_place_of_business: {
        country: 14,
        address_line_1: '2 George Street',
        suburb: 'Sydney',
        state: 'NSW',
        post_code: '2000',
      },
      postal_address: {
        country: 14,
        address_line_1: 'PO Box 7',
        suburb: 'Sydney',
        state: 'NSW',
        post_code: '2000',
      },
    });
  });

  it('starts from the registered office the register gave, which the other addresses follow while ticked', async () => {
    const { user, server, onDone } = setup(null, 'company', REGISTER);
    const office = within(await screen.findByRole('group', { name: 'Registered office' }));
    expect(office.getByLabelText('Address line 1')).toHaveValue('Level 4, 60 Martin Place');
    expect(office.getByLabelText('Suburb')).toHaveValue('Sydney');
    expect(office.getByLabelText('State')).toHaveValue('NSW');
    expect(office.getByLabelText('Postcode')).toHaveValue('2000');
    await vi.waitFor(() => expect(office.getByLabelText('Country')).toHaveValue('Australia'));
    await user.click(within(screen.getByRole('radiogroup', { name: QUESTION })).getByLabelText('Yes'));
    for (const group of ['Principal place of business', 'Postal address']) {
      const block = within(screen.getByRole('group', { name: group }));
      await user.click(block.getByLabelText('Same as registered office'));
      expect(block.queryByLabelText('Address line 1')).not.toBeInTheDocument();
    }
    // A change of the registered office reaches the addresses that follow it.
    await user.clear(office.getByLabelText('Address line 1'));
    await user.type(office.getByLabelText('Address line 1'), '1 Macquarie Place');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = {
      country: 14,
      address_line_1: '1 Macquarie Place',
      suburb: 'Sydney',
      state: 'NSW',
      post_code: '2000',
    };
    expect(server.callsTo('POST /api/accounts/9/corporate-details/')[0]!.body).toMatchObject({
      registered_office: sent,
      principal_place_of_business: sent,
      postal_address: sent,
    });
  });

  it('shows a saved address equal to the registered office as following it; unticking shows it', async () => {
    const { user } = setup(SAVED);
    const principal = within(await screen.findByRole('group', { name: 'Principal place of business' }));
    expect(principal.getByLabelText('Same as registered office')).toBeChecked();
    expect(principal.queryByLabelText('Address line 1')).not.toBeInTheDocument();
    const postal = within(screen.getByRole('group', { name: 'Postal address' }));
    expect(postal.getByLabelText('Same as registered office')).not.toBeChecked();
    await user.click(principal.getByLabelText('Same as registered office'));
    expect(principal.getByLabelText('Address line 1')).toHaveValue('10 Collins Street');
  });

  it('is about the corporate trustee for a trust', async () => {
    setup(null, 'trust');
    expect(await screen.findByRole('heading', { name: 'Corporate trustee details' })).toBeVisible();
  });

  it('shows the saved details and updates them, with server errors under their fields', async () => {
    const { user, server, onDone } = setup(SAVED);
    expect(await screen.findByLabelText('Nature of activity')).toHaveValue('Farming');
    expect(
      within(screen.getByRole('group', { name: 'Postal address' })).getByLabelText('Address line 1'),
    ).toHaveValue('PO Box 12');
    server.on('PATCH /api/accounts/9/corporate-details/', {
      status: 400,
      body: { 'registered_office.country': ['Please select an option'] },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select an option')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });
});
