import { latestBirthDateForAge, todayIso } from '@portal/contracts/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseCountry } from '@/test/choose-country';
import { dateFieldGroup, shownDate, typeDate } from '@/test/date-picker';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { personalDetail } from './test-fixtures';

const LOOKUPS = {
  'GET /api/genders/': {
    body: [
      { id: 1, key: 'male', title: 'Male' },
      { id: 2, key: 'female', title: 'Female' },
    ],
  },
  'GET /api/name-titles/': (call: { query: URLSearchParams }) => ({
    body:
      call.query.get('gender') === '1'
        ? [{ id: 1, title: 'Mr' }]
        : [
            { id: 2, title: 'Mrs' },
            { id: 3, title: 'Ms' },
          ],
  }),
  'GET /api/utils/countries/': {
    body: [
      { id: 14, code: 'AU', name: 'Australia' },
      { id: 160, code: 'NZ', name: 'New Zealand' },
    ],
  },
  'GET /api/utils/au-states/': { body: [{ code: 'VIC', name: 'Victoria' }] },
  'GET /api/utils/address-search/': {
    body: [
      {
        full_address: 'Melbourne VIC 3000',
        address_line_1: '',
        street_number: '',
        street_name: '',
        suburb: 'Melbourne',
        postcode: '3000',
        state: 'VIC',
      },
      {
        full_address: '12 Collins St, Melbourne VIC 3000',
        address_line_1: '12 Collins St',
        street_number: '12',
        street_name: 'Collins St',
        suburb: 'Melbourne',
        postcode: '3000',
        state: 'VIC',
      },
    ],
  },
  'GET /api/auth/registration-steps/': { body: { step: 'personal_details', data: null } },
};

const forcedProfile = makeProfile({ force_filling_missing_personal_details: true });

describe('the forced Individual info flow', () => {
  it('sends a profile with missing details to the flow', async () => {
    mockServer({ ...LOOKUPS, 'GET /api/profiles/my/': { body: forcedProfile } });
    const { location } = renderApp('/reports/', { token: 't' });
    expect(
      await screen.findByRole('heading', { name: 'Personal details' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(location.current.pathname).toBe('/individual-info/');
  });

  it('starts with the first and last name of the invitation, and no field marked before it is touched', async () => {
    mockServer({ ...LOOKUPS, 'GET /api/profiles/my/': { body: forcedProfile } });
    renderApp('/individual-info/', { token: 't' });
    expect(await screen.findByLabelText('First name', {}, { timeout: 10_000 })).toHaveValue('Olivia');
    expect(screen.getByLabelText('Last name')).toHaveValue('Nguyen');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('takes a typed date of birth, shows it DD-MMM-YYYY, and offers no day less than 18 years ago', async () => {
    mockServer({ ...LOOKUPS, 'GET /api/profiles/my/': { body: forcedProfile } });
    const { user } = renderApp('/individual-info/', { token: 't' });
    await typeDate(user, 'Date of birth', '1984-07-21');
    expect(shownDate('Date of birth')).toBe('21-Jul-1984');

    const latest = latestBirthDateForAge(todayIso(), 18);
    await typeDate(user, 'Date of birth', latest);
    await user.click(
      within(await dateFieldGroup('Date of birth')).getByRole('button', { name: /Choose date/ }),
    );
    const calendar = await screen.findByRole('grid');
    const day = Number(latest.slice(8));
    expect(within(calendar).getByRole('gridcell', { name: String(day) })).toBeEnabled();
    // Every later day is disabled, and so is the way to later months.
    for (const cell of within(calendar).getAllByRole('gridcell')) {
      if (Number(cell.textContent) > day) expect(cell).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('gender clears the title; a suburb pick fills suburb, postcode, state and Australia and keeps the street; a whole address fills the street; country change clears them', async () => {
    mockServer({ ...LOOKUPS, 'GET /api/profiles/my/': { body: forcedProfile } });
    const { user } = renderApp('/individual-info/', { token: 't' });
    const gender = await screen.findByLabelText('Gender', {}, { timeout: 10_000 });
    await screen.findByRole('option', { name: 'Male' });
    await user.selectOptions(gender, 'Male');
    await user.selectOptions(
      await screen.findByLabelText('Title'),
      await screen.findByRole('option', { name: 'Mr' }),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('1');
    await user.selectOptions(gender, 'Female');
    expect(screen.getByLabelText('Title')).toHaveValue('');

    await user.type(screen.getByLabelText('Street number'), '10');
    await user.type(screen.getByLabelText('Street name'), 'Flinders Lane');
    await user.type(screen.getByLabelText('Address line 1'), '10 Flinders Lane');
    await user.type(screen.getByLabelText('Search address'), 'Melb');
    await user.click(await screen.findByRole('button', { name: 'Melbourne VIC 3000' }));
    expect(screen.getByLabelText('Address line 1')).toHaveValue('10 Flinders Lane');
    expect(screen.getByLabelText('Street number')).toHaveValue('10');
    expect(screen.getByLabelText('Street name')).toHaveValue('Flinders Lane');
    expect(screen.getByLabelText('Suburb')).toHaveValue('Melbourne');
    expect(screen.getByLabelText('Postcode')).toHaveValue('3000');
    expect(screen.getByLabelText('State')).toHaveValue('VIC');
    expect(screen.getByLabelText('Country')).toHaveValue('Australia');

    await user.clear(screen.getByLabelText('Search address'));
    await user.type(screen.getByLabelText('Search address'), '12 Coll');
    await user.click(await screen.findByRole('button', { name: '12 Collins St, Melbourne VIC 3000' }));
    expect(screen.getByLabelText('Address line 1')).toHaveValue('12 Collins St');
    expect(screen.getByLabelText('Street number')).toHaveValue('12');
    expect(screen.getByLabelText('Street name')).toHaveValue('Collins St');

    await user.clear(screen.getByLabelText('Country'));
    await chooseCountry(user, screen.getByLabelText('Country'), 'New Zealand');
    expect(screen.getByLabelText('Suburb')).toHaveValue('');
    expect(screen.getByLabelText('Postcode')).toHaveValue('');
  });

  it("refuses a file of another type with the spec's message, before sending it", async () => {
    const server = mockServer({ ...LOOKUPS, 'GET /api/profiles/my/': { body: forcedProfile } });
    renderApp('/individual-info/', { token: 't' });
    const input = await screen.findByLabelText('Copy of the document', {}, { timeout: 10_000 });
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByTestId('toast-error')).toHaveTextContent(
      'Selected File is not Supported for Upload',
    );
    expect(server.callsTo('POST /api/personal-document/')).toHaveLength(0);
  });

  it('shows the unverified banner once the check was skipped', async () => {
    mockServer({
      ...LOOKUPS,
      'GET /api/profiles/my/': {
        body: makeProfile({ personal_detail: { is_verified: false, status: 'skipped' } }),
      },
    });
    renderApp('/account-new/details/', { token: 't' });
    await waitFor(() =>
      expect(
        screen.getByText(
          'Your details could not be verified automatically, we will be in contact with you to verify your identity.',
        ),
      ).toBeVisible(),
    );
  });
});

describe('the Individual info hub', () => {
  it('shows the date of birth as DD-MMM-YYYY and the contact channel by name', async () => {
    const profile = makeProfile({
      personal_detail: personalDetail({ title: { id: 3, title: 'Ms' }, first_name: 'Olivia' }),
      contact_detail: {
        id: 1,
        channel: 'sms',
        country: 14,
        address_line_1: '1 Collins Street',
        suburb: 'Melbourne',
        state: 'VIC',
        post_code: '3000',
      },
      additional_detail: {
        id: 1,
        account: null,
        occupation: 'Teacher',
        is_sole_trader: false,
        preferred_language: 'en',
        is_translator_required: false,
      },
    } as never);
    mockServer({
      ...LOOKUPS,
      'GET /api/profiles/my/': { body: profile },
      'GET /api/utils/languages/': { body: [{ id: 1, code: 'en', name: 'English' }] },
    });
    renderApp('/account-new/details', { token: 't' });
    expect(await screen.findByText('12-Apr-1980')).toBeInTheDocument();
    expect(screen.getByText('SMS')).toBeInTheDocument();
    // The preferred language by name, not its code.
    expect(await screen.findByText('English')).toBeInTheDocument();
    expect(screen.queryByText('en')).toBeNull();
  });
});
