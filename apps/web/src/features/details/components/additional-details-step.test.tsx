import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseCountry } from '@/test/choose-country';
import { makeInvite, UUID } from '@/test/fixtures/invitations';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { DETAIL_LOOKUPS, profileAtAdditionalStep } from './test-fixtures';

const SOLE_TRADER = 'Are you a sole trader?';
const NON_RESIDENT = 'Are you a resident of a country other than Australia?';
const TAX_RESIDENT = 'Are you a tax resident of a country other than Australia?';

const setup = (profile = profileAtAdditionalStep()) => {
  const server = mockServer({
    ...DETAIL_LOOKUPS,
    'GET /api/profiles/my/': { body: profile },
    'GET /api/auth/registration-steps/': { body: { step: 'additional_details', data: null } },
    'POST /api/additional-details/': (call) => ({ body: { id: 3, ...(call.body as object) } }),
  });
  const view = renderApp('/individual-info/', { token: 't' });
  return { server, ...view };
};

/** Fills the always-required fields and answers No to the three questions. */
const fillBase = async (user: ReturnType<typeof setup>['user']) => {
  await screen.findByRole('heading', { name: 'Additional details' }, { timeout: 10_000 });
  await user.type(screen.getByLabelText('Occupation'), 'Engineer');
  await chooseCountry(user, screen.getByLabelText('Country of citizenship'), 'Australia');
  for (const question of [SOLE_TRADER, NON_RESIDENT, TAX_RESIDENT]) {
    await user.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText('No'));
  }
};

const answerYes = (user: ReturnType<typeof setup>['user'], question: string) =>
  user.click(within(screen.getByRole('radiogroup', { name: question })).getByLabelText('Yes'));

const next = () => screen.getByRole('button', { name: 'Next' });

describe('the Additional details step', () => {
  it('asks a sole trader for the business and checks the ABN', async () => {
    const { user } = setup();
    await fillBase(user);
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    await waitFor(() => expect(next()).toBeEnabled());

    await answerYes(user, SOLE_TRADER);
    expect(screen.getByLabelText('Business name')).toBeVisible();
    expect(screen.getByLabelText('Business activity')).toBeVisible();
    // The form's validity settles after the render that shows the new fields.
    await waitFor(() => expect(next()).toBeDisabled());

    const abn = screen.getByLabelText('ABN');
    await user.type(abn, '1234');
    expect(await screen.findByText('ABN must contain 11 symbols')).toBeVisible();
    await user.clear(abn);
    await user.type(abn, '51824753557');
    expect(await screen.findByText('ABN is not valid')).toBeVisible();
    await user.clear(abn);
    await user.type(abn, '51824753556');
    expect(screen.queryByText('ABN is not valid')).not.toBeInTheDocument();
    expect(screen.queryByText('ABN must contain 11 symbols')).not.toBeInTheDocument();

    await answerYes(user, SOLE_TRADER);
    await user.click(within(screen.getByRole('radiogroup', { name: SOLE_TRADER })).getByLabelText('No'));
    expect(screen.queryByLabelText('ABN')).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('takes several countries of citizenship by typing, each shown as a chip that can be taken off', async () => {
    const { user, server } = setup();
    await fillBase(user);
    const citizenship = screen.getByLabelText('Country of citizenship');
    await chooseCountry(user, citizenship, 'New Zealand');
    const chips = () => screen.getAllByRole('button').filter((b) => b.classList.contains('MuiChip-root'));
    expect(chips().map((chip) => chip.textContent)).toEqual(['Australia', 'New Zealand']);
    // A chosen country is not offered again.
    await user.type(citizenship, 'Aus');
    expect(screen.queryByRole('option', { name: 'Australia' })).not.toBeInTheDocument();
    await user.clear(citizenship);
    await user.type(citizenship, '{Backspace}');
    expect(chips().map((chip) => chip.textContent)).toEqual(['Australia']);
    await chooseCountry(user, citizenship, 'New Zealand');
    await user.click(next());
    await waitFor(() => expect(server.callsTo('POST /api/additional-details/')).toHaveLength(1));
    expect(server.callsTo('POST /api/additional-details/')[0]!.body).toMatchObject({
      country_of_citizenship: [14, 160],
    });
  });

  it('requires the country of residence of a non-Australian resident', async () => {
    const { user } = setup();
    await fillBase(user);
    expect(screen.queryByLabelText('Country of residence')).not.toBeInTheDocument();

    await answerYes(user, NON_RESIDENT);
    const country = screen.getByLabelText('Country of residence');
    expect(next()).toBeDisabled();
    await chooseCountry(user, country, 'New Zealand');
    expect(next()).toBeEnabled();
    // Backspace in an empty search takes off the last chip.
    await user.type(country, '{Backspace}');
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(next()).toBeDisabled();
  });

  it('requires the country and a 9-digit TIN of a non-Australian tax resident, and sends them', async () => {
    const { user, server } = setup();
    await fillBase(user);
    expect(screen.queryByLabelText('Tax identification number')).not.toBeInTheDocument();

    await answerYes(user, TAX_RESIDENT);
    expect(next()).toBeDisabled();
    await chooseCountry(user, screen.getByLabelText('Country of tax residence'), 'New Zealand');
    const tin = screen.getByLabelText('Tax identification number');
    await user.type(tin, '12345678');
    expect(await screen.findByText('Tax identification number must contain 9 symbols')).toBeVisible();
    expect(next()).toBeDisabled();
    await user.type(tin, '90');
    expect(await screen.findByText('Tax identification number must contain 9 symbols')).toBeVisible();
    await user.clear(tin);
    await user.type(tin, '12345678a');
    expect(await screen.findByText('Tax identification number must contain numbers only')).toBeVisible();
    await user.clear(tin);
    await user.type(tin, '123456789');
    expect(screen.queryByText(/Tax identification number must/)).not.toBeInTheDocument();
    expect(next()).toBeEnabled();

    await user.click(next());
    await waitFor(() => expect(server.callsTo('POST /api/additional-details/')).toHaveLength(1));
    expect(server.callsTo('POST /api/additional-details/')[0]!.body).toMatchObject({
      occupation: 'Engineer',
      country_of_citizenship: [14],
      non_australian_tax_resident: true,
      non_australian_tax_resident_country: 160,
      non_australian_tax_identification_number: '123456789',
    });
  });

  it('leads a user invited to apply back to the invitation once the last step is saved', async () => {
    const invited = { ...profileAtAdditionalStep(), registration_invite_uuid: UUID };
    const { user, server, location } = setup(invited);
    server.on(`GET /api/auth/registration-invites/${UUID}/`, {
      body: makeInvite({ registration_step: 'account_create', step: 'activated' }),
    });
    await fillBase(user);
    server.on('GET /api/profiles/my/', {
      body: { ...invited, additional_detail: { id: 3 }, force_filling_missing_personal_details: false },
    });
    await user.click(next());
    // The invitation hands over to account setup, where the application starts.
    await waitFor(() => expect(location.current.pathname).toBe('/account-setup/apply-now/'), {
      timeout: 10_000,
    });
    expect(server.callsTo(`GET /api/auth/registration-invites/${UUID}/`).length).toBeGreaterThan(0);
  });
});
