import { todayIso } from '@portal/contracts/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeDate } from '@/test/date-picker';
import { makeProfile, mockServer, type THandler } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const PATH = '/private-portfolio-manager/';
const CONTACT = 'POST /api/ipm/advisors/11/contact/';
const BOOK = 'POST /api/ipm/current-account/book-quarterly-meeting/';

const EMMA = {
  id: 11,
  first_name: 'Emma',
  last_name: 'Clarke',
  role: 'Senior Private Portfolio Manager',
  photo: '/advisors/emma-clarke.svg',
  email: 'emma.clarke@advisors.example',
  phone_number: '02 9100 2001',
  address: 'Level 12, 1 Martin Place, Sydney NSW 2000',
};
const DANIEL = {
  ...EMMA,
  id: 12,
  first_name: 'Daniel',
  last_name: 'Hughes',
  role: 'Private Portfolio Manager',
  photo: null,
  email: 'daniel.hughes@advisors.example',
  phone_number: '03 9200 3002',
  address: 'Level 8, 101 Collins Street, Melbourne VIC 3000',
};
const CONFIGURATION = {
  booking_team_email: 'bookings@advisors.example',
  booking_team_additional_email: 'reviews@advisors.example',
  booking_team_phone_number: '1300 555 010',
};

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const serve = (handlers: Record<string, THandler> = {}) =>
  mockServer({
    'GET /api/profiles/my/': { body: makeProfile({ onboardings: { dashboard_tour: true } }) },
    'GET /api/ipm/advisors/': { body: [EMMA, DANIEL] },
    'GET /api/ipm/advisors/configuration/': { body: CONFIGURATION },
    [CONTACT]: { body: { detail: 'Emma will contact you shortly' } },
    [BOOK]: { body: { detail: 'We will contact you shortly' } },
    ...handlers,
  });

const openPage = async (handlers: Record<string, THandler> = {}) => {
  const server = serve(handlers);
  const view = renderApp(PATH, { token: 't' });
  await screen.findByRole('heading', { name: 'Private Portfolio Manager', level: 1 });
  return { server, ...view };
};

const openBooking = async (user: Awaited<ReturnType<typeof openPage>>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Book meeting' }));
  return screen.findByRole('dialog', { name: 'Book review meeting' });
};

describe('advisor page', () => {
  it('shows a card per advisor with its contacts, and the booking team', async () => {
    await openPage();
    const emma = await screen.findByRole('article', { name: 'Emma Clarke' });
    expect(within(emma).getByRole('heading', { name: 'Emma Clarke' })).toBeVisible();
    expect(within(emma).getByText('Senior Private Portfolio Manager')).toBeVisible();
    expect(within(emma).getByRole('img', { name: 'Emma Clarke' })).toHaveAttribute(
      'src',
      '/advisors/emma-clarke.svg',
    );
    expect(within(emma).getByRole('link', { name: '02 9100 2001' })).toHaveAttribute(
      'href',
      'tel:0291002001',
    );
    expect(within(emma).getByRole('link', { name: EMMA.email })).toHaveAttribute(
      'href',
      `mailto:${EMMA.email}`,
    );
    const map = within(emma).getByRole('link', { name: EMMA.address });
    expect(map).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(EMMA.address)}`,
    );
    expect(map).toHaveAttribute('target', '_blank');
    expect(within(emma).getByRole('button', { name: 'Contact Emma' })).toBeVisible();
    const daniel = screen.getByRole('article', { name: 'Daniel Hughes' });
    expect(within(daniel).getByText('DH')).toBeVisible();
    expect(within(daniel).getByRole('button', { name: 'Contact Daniel' })).toBeVisible();

    const booking = screen.getByRole('region', { name: 'Need to book your quarterly review meeting?' });
    expect(within(booking).getByRole('link', { name: '1300 555 010' })).toHaveAttribute(
      'href',
      'tel:1300555010',
    );
    expect(within(booking).getByRole('link', { name: CONFIGURATION.booking_team_email })).toBeVisible();
    expect(
      within(booking).getByRole('link', { name: CONFIGURATION.booking_team_additional_email }),
    ).toBeVisible();
    expect(within(booking).getByRole('button', { name: 'Book meeting' })).toBeVisible();
  });

  it('says so when no advisor looks after the accounts', async () => {
    await openPage({ 'GET /api/ipm/advisors/': { body: [] } });
    expect(
      await screen.findByText('No Private Portfolio Manager is assigned to your accounts yet.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book meeting' })).toBeVisible();
  });

  it('contact form: Submit is disabled until valid and changed, then thanks with the first name', async () => {
    const { server, user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Contact Emma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Private Portfolio Manager' });
    expect(within(dialog).getByText('Submit your query to Emma')).toBeVisible();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const message = within(dialog).getByLabelText('Message');
    await user.type(message, '   ');
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(submit).toBeDisabled();
    await user.clear(message);
    await user.type(message, 'Call me please.');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    const thanks = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(within(thanks).getByText('Emma will contact you shortly')).toBeVisible();
    expect(server.callsTo(CONTACT)[0]?.body).toEqual({ body: 'Call me please.' });
    await user.click(within(thanks).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('contact form: Cancel closes it without sending; a server field error shows under the field', async () => {
    const { server, user } = await openPage({
      [CONTACT]: { status: 400, body: { body: ['Ensure this field has no more than 2000 characters'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Contact Emma' }));
    let dialog = await screen.findByRole('dialog', { name: 'Contact Private Portfolio Manager' });
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo(CONTACT)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Contact Emma' }));
    dialog = await screen.findByRole('dialog', { name: 'Contact Private Portfolio Manager' });
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('Ensure this field has no more than 2000 characters'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Thank you!' })).not.toBeInTheDocument();
  });

  it('booking form: refuses a past date, keeps Book disabled until valid and changed', async () => {
    const { user } = await openPage();
    const dialog = await openBooking(user);
    const book = within(dialog).getByRole('button', { name: 'Book' });
    expect(book).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();

    await typeDate(user, 'Preferred date', addDays(todayIso(), -1), dialog);
    expect(await within(dialog).findByText('Date cannot be in the past')).toBeVisible();
    expect(book).toBeDisabled();
    await typeDate(user, 'Preferred date', todayIso(), dialog);
    await waitFor(() =>
      expect(within(dialog).queryByText('Date cannot be in the past')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(book).toBeEnabled());
    // Only a comment (no date) is not enough.
    await typeDate(user, 'Preferred date', '', dialog);
    await user.type(within(dialog).getByLabelText('Comments'), 'Mornings suit me');
    await waitFor(() => expect(book).toBeDisabled());
  });

  it('booking form: sends only the date when the optional fields are empty, then thanks', async () => {
    const { server, user } = await openPage();
    const dialog = await openBooking(user);
    const date = addDays(todayIso(), 3);
    await typeDate(user, 'Preferred date', date, dialog);
    // A time chosen and cleared again is not sent.
    await user.selectOptions(within(dialog).getByLabelText('Preferred time'), 'morning');
    await user.click(within(dialog).getByRole('button', { name: 'Clear preferred time' }));
    expect(within(dialog).getByLabelText('Preferred time')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Comments'), '   ');
    const book = within(dialog).getByRole('button', { name: 'Book' });
    await waitFor(() => expect(book).toBeEnabled());
    await user.click(book);

    const thanks = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(within(thanks).getByText('We will contact you shortly')).toBeVisible();
    expect(server.callsTo(BOOK)[0]?.body).toEqual({ preferred_date: date });
  });

  it('booking form: sends the time and comment when given', async () => {
    const { server, user } = await openPage();
    const dialog = await openBooking(user);
    const date = addDays(todayIso(), 10);
    await typeDate(user, 'Preferred date', date, dialog);
    await user.selectOptions(within(dialog).getByLabelText('Preferred time'), 'afternoon');
    await user.type(within(dialog).getByLabelText('Comments'), 'Any day but Friday.');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(server.callsTo(BOOK)[0]?.body).toEqual({
      preferred_date: date,
      preferred_time: 'afternoon',
      comment: 'Any day but Friday.',
    });
  });

  it('booking form: shows server field errors under their fields and the rest at the top', async () => {
    const { user } = await openPage({
      [BOOK]: {
        status: 400,
        body: {
          preferred_date: ['Date cannot be in the past'],
          non_field_errors: ['You have no active account to book a meeting for.'],
        },
      },
    });
    const dialog = await openBooking(user);
    await typeDate(user, 'Preferred date', todayIso(), dialog);
    const book = within(dialog).getByRole('button', { name: 'Book' });
    await waitFor(() => expect(book).toBeEnabled());
    await user.click(book);
    expect(await within(dialog).findByText('Date cannot be in the past')).toBeVisible();
    expect(within(dialog).getByTestId('form-error')).toHaveTextContent(
      'You have no active account to book a meeting for.',
    );
    expect(screen.queryByRole('dialog', { name: 'Thank you!' })).not.toBeInTheDocument();
  });
});
