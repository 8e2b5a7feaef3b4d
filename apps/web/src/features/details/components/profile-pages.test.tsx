import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateFieldGroup, shownDate } from '@/test/date-picker';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { PERSONAL_READ_ONLY_TEXT } from './profile-pages';
import { CONTACT, DETAIL_LOOKUPS, personalDetail } from './test-fixtures';

const openPersonalDetails = (detail: ReturnType<typeof personalDetail>, handlers = {}) => {
  const server = mockServer({
    ...DETAIL_LOOKUPS,
    'GET /api/profiles/my/': { body: makeProfile({ personal_detail: detail }) },
    'GET /api/auth/registration-steps/': { body: { step: 'personal_details', data: detail } },
    ...handlers,
  });
  return { server, ...renderApp('/account-new/personal-details/', { token: 't' }) };
};

describe('the personal details page', () => {
  it('lets a person whose identity is not verified correct a typo, and the save checks it again', async () => {
    const unverified = personalDetail({ status: 'not_verified', is_verified: false, consent_access: false });
    const { user, server } = openPersonalDetails(unverified, {
      'PATCH /api/personal-details/11/': {
        body: { ...unverified, first_name: 'Olivier', is_verified: true },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Edit personal details' })).toBeVisible();
    const first = await screen.findByLabelText('First name', {}, { timeout: 10_000 });
    expect(first).toHaveValue('Oliver');
    await dateFieldGroup('Date of birth');
    expect(shownDate('Date of birth')).toBe('12-Apr-1980');
    await user.clear(first);
    await user.type(first, 'Olivier');
    await user.click(screen.getByLabelText(/I consent to my identity document being checked/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(server.callsTo('PATCH /api/personal-details/11/')).toHaveLength(1));
    expect(server.callsTo('PATCH /api/personal-details/11/')[0]?.body).toMatchObject({
      first_name: 'Olivier',
    });
  });

  it('keeps verified details read-only, with the way to support', async () => {
    openPersonalDetails(personalDetail());
    expect(await screen.findByText(PERSONAL_READ_ONLY_TEXT)).toBeVisible();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.getByText('Oliver Stone')).toBeVisible();
    expect(screen.getByText('12-Apr-1980')).toBeVisible();
  });
});

describe('the change-address page', () => {
  it('changes the own address through change-address, keeping the channel, then returns to the settings', async () => {
    const server = mockServer({
      ...DETAIL_LOOKUPS,
      'GET /api/auth/registration-steps/': { body: { step: 'contact_details', data: CONTACT } },
      'POST /api/profiles/my/change-address/': (call) => ({
        body: { ...CONTACT, ...(call.body as object) },
      }),
    });
    const { user, location } = renderApp('/account/change-address/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Change address' })).toBeVisible();
    const line = await screen.findByLabelText('Address line 1', {}, { timeout: 10_000 });
    expect(line).toHaveValue('1 Collins Street');
    const submit = screen.getByRole('button', { name: 'Change address' });
    expect(submit).toBeDisabled();
    await user.clear(line);
    await user.type(line, '8 Flinders Lane');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Your address has been changed.')).toBeVisible();
    await waitFor(() => expect(location.current.pathname).toBe('/account/settings/'));
    expect(server.callsTo('POST /api/profiles/my/change-address/')[0]?.body).toEqual({
      country: 14,
      address_line_1: '8 Flinders Lane',
      suburb: 'Melbourne',
      state: 'VIC',
      post_code: '3000',
    });
    expect(server.callsTo('PATCH /api/contact-details/1/')).toHaveLength(0);
  });
});
