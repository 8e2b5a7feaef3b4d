import type { TAccount } from '@portal/contracts/api/account-setup';
import { accountSetupMessages } from '@portal/contracts/forms/account-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer, type THandler } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { makeAccount } from '../summary/account-test-fixtures';
import { ACCOUNT_STEP_TEXTS } from './account-details-step';

const INVITE_UUID = '5d0f6a2e-1c1b-4c55-9a53-0a0000000001';

const EXISTING = [
  {
    id: 3,
    uuid: 'a',
    name: 'Morgan Family Super Fund',
    type: 'smsf',
    type_display: 'SMSF',
    trustee: 'individual',
    trustee_display: 'Individual trustee',
    products: ['Private Portfolios'],
    has_signing_authority: true,
    status: 'active',
    is_fake_creation_case: false,
  },
  {
    id: 4,
    uuid: 'b',
    name: 'Harbour Holdings',
    type: 'company',
    type_display: 'Company',
    trustee: null,
    trustee_display: '',
    products: [],
    has_signing_authority: false,
    status: 'awaiting_activation',
    is_fake_creation_case: false,
  },
];

/** The server answers a creation with the whole new account. */
const created = (body: Record<string, unknown>) => ({
  status: 201,
  body: makeAccount({
    name: (body.name as string | undefined) ?? 'Olivia Nguyen',
    type: (body.type as TAccount['type'] | undefined) ?? 'individual',
  }),
});

const setup = (applyNow: unknown[] = [], handlers: Record<string, THandler> = {}) => {
  const server = mockServer({
    'GET /api/accounts/apply-now/': { body: applyNow },
    'POST /api/accounts/create/': (call) => created(call.body as Record<string, unknown>),
    'GET /api/accounts/41/activation-steps/': {
      body: {
        step: 'fill_in_missing_details',
        data: { unfilled_fields: [], warning: null, loan_note_bundle_id: null },
      },
    },
    ...handlers,
  });
  const view = renderApp('/account-setup/create-new-account/', { token: 't' });
  return { server, ...view };
};

const next = () => screen.getByRole('button', { name: 'Next' });
const chooseType = async (user: ReturnType<typeof setup>['user'], label: string) => {
  await user.selectOptions(await screen.findByLabelText('Account type', {}, { timeout: 10_000 }), label);
};

beforeEach(() => {
  window.localStorage.clear();
});

describe('the account details step', () => {
  it('asks only for the type of an individual account, and creates it in the user name', async () => {
    const { user, server, location } = setup();
    expect(
      await screen.findByRole('heading', { name: 'Application details' }, { timeout: 10_000 }),
    ).toBeVisible();
    // The steps of account setup, the first one current.
    const steps = screen.getByRole('navigation', { name: 'Account setup steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Account', '2Details', '3Review and submit']);
    expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(await screen.findByLabelText('Account type')).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'Account' })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    await chooseType(user, 'Individual');
    expect(screen.getByText(ACCOUNT_STEP_TEXTS.individualName)).toBeVisible();
    expect(screen.queryByLabelText('Account name')).not.toBeInTheDocument();
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await waitFor(() => expect(server.callsTo('POST /api/accounts/create/')).toHaveLength(1));
    expect(server.callsTo('POST /api/accounts/create/')[0]!.body).toMatchObject({
      type: 'individual',
      va_entity_uuid: null,
    });
    // The new account is selected by the server; the wizard moves on to its missing details.
    await waitFor(() => expect(location.current.search).toBe('?account=41'));
  });

  it('checks a company ACN with the register and shows its errors on the acn field', async () => {
    const { user, server } = setup([], {
      'POST /api/utils/fetch-corporate-info/': {
        status: 400,
        body: { errors: { error_1: { message: accountSetupMessages.acnNotFound } } },
      },
    });
    await chooseType(user, 'Company');
    const acn = screen.getByLabelText('ACN');
    const validate = screen.getByRole('button', { name: 'Validate' });
    await user.type(acn, '6123');
    expect(acn).toHaveValue('612 3');
    expect(await screen.findByText('ACN must contain 9 symbols')).toBeVisible();
    expect(validate).toBeDisabled();
    await user.type(acn, '45678');
    expect(acn).toHaveValue('612 345 678');
    expect(validate).toBeEnabled();
    await user.click(validate);
    expect(await screen.findByText(accountSetupMessages.acnNotFound)).toBeVisible();

    server.on('POST /api/utils/fetch-corporate-info/', {
      body: {
        business_name: 'Sharma Holdings Pty Ltd',
        acn: '612345678',
        abn: '10612345678',
        type: 'Australian Private Company',
        directors: [],
      },
    });
    await user.click(validate);
    expect(await screen.findByText('Company found: Sharma Holdings Pty Ltd')).toBeVisible();
    expect(screen.getByLabelText('Account name')).toHaveValue('Sharma Holdings Pty Ltd');
    // Asked once per ACN: validating again uses the answer already given.
    await user.click(validate);
    expect(server.callsTo('POST /api/utils/fetch-corporate-info/')).toHaveLength(2);
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await waitFor(() => expect(server.callsTo('POST /api/accounts/create/')).toHaveLength(1));
    expect(server.callsTo('POST /api/accounts/create/')[0]!.body).toMatchObject({
      type: 'company',
      name: 'Sharma Holdings Pty Ltd',
      acn: '612345678',
      acn_lookup_data: { business_name: 'Sharma Holdings Pty Ltd' },
    });
  });

  it('asks a trust for its trustee: an individual confirms, a corporate trustee gives ACN and name', async () => {
    const { user } = setup();
    await chooseType(user, 'Trust');
    await user.type(screen.getByLabelText('Account name'), 'Nguyen Family Trust');
    const trustee = screen.getByRole('radiogroup', { name: 'Trustee' });
    await user.click(within(trustee).getByLabelText('Individual trustee'));
    const confirm = screen.getByLabelText(ACCOUNT_STEP_TEXTS.trusteeConfirm);
    expect(next()).toBeDisabled();
    await user.click(confirm);
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(confirm);
    expect(await screen.findByText(accountSetupMessages.trusteeConfirm)).toBeVisible();
    expect(next()).toBeDisabled();

    await user.click(within(trustee).getByLabelText('Corporate trustee'));
    expect(screen.queryByLabelText(ACCOUNT_STEP_TEXTS.trusteeConfirm)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Corporate trustee ACN'), '656789016');
    expect(next()).toBeDisabled();
    const name = screen.getByLabelText('Corporate trustee name');
    await user.type(name, 'x');
    await user.clear(name);
    expect(await screen.findByText('This field is required')).toBeVisible();
    await user.type(name, 'Wattle Trustee Services Pty Ltd');
    await waitFor(() => expect(next()).toBeEnabled());
  });

  it("looks up an SMSF's ABN, shows the fund name and keeps it on the device", async () => {
    const { user, server } = setup([], {
      'POST /api/utils/abn-lookup/': {
        body: { organization_name: 'Banksia Superannuation Fund', abn: '11534567890', acn: null },
      },
    });
    await chooseType(user, 'SMSF');
    expect(screen.queryByLabelText('Account name')).not.toBeInTheDocument();
    const abn = screen.getByLabelText('ABN');
    await user.type(abn, '11534567891');
    expect(await screen.findByText('ABN is not valid')).toBeVisible();
    await user.clear(abn);
    await user.type(abn, '11534567890');
    expect(abn).toHaveValue('11 534 567 890');
    expect(await screen.findByTestId('abn-organisation')).toHaveTextContent(
      'Fund name: Banksia Superannuation Fund',
    );
    expect(server.callsTo('POST /api/utils/abn-lookup/')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('portal.abn_lookups') ?? '{}')).toEqual({
      '11534567890': 'Banksia Superannuation Fund',
    });
    await user.clear(abn);
    await user.type(abn, '11534567890');
    expect(await screen.findByTestId('abn-organisation')).toBeVisible();
    expect(server.callsTo('POST /api/utils/abn-lookup/')).toHaveLength(1);
  });

  it('shows an unknown ABN on the abn field, and server field errors under their fields', async () => {
    const { user } = setup([], {
      'POST /api/utils/abn-lookup/': {
        status: 400,
        body: { errors: { error_1: { message: accountSetupMessages.abnNotFound } } },
      },
      'POST /api/accounts/create/': {
        status: 400,
        body: { name: ['Ensure this field has no more than 255 characters'] },
      },
    });
    await chooseType(user, 'SMSF');
    await user.type(screen.getByLabelText('ABN'), '51824753556');
    expect(await screen.findByText(accountSetupMessages.abnNotFound)).toBeVisible();

    await chooseType(user, 'Joint');
    await user.type(screen.getByLabelText('Account name'), 'Alex and Sam');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findByText('Ensure this field has no more than 255 characters')).toBeVisible();
  });

  it('offers existing accounts with their products; one without signing authority is disabled; switching resets', async () => {
    const { user, server, location } = setup(EXISTING, {
      'POST /api/accounts/3/select/': { body: { id: 3, is_selected: true } },
      'GET /api/accounts/3/': { status: 404, body: { detail: 'Not found.' } },
    });
    const flow = await screen.findByRole('radiogroup', { name: 'Account' }, { timeout: 10_000 });
    await chooseType(user, 'Joint');
    await user.type(screen.getByLabelText('Account name'), 'Typed name');
    await user.click(within(flow).getByLabelText('Existing'));
    expect(screen.queryByLabelText('Account type')).not.toBeInTheDocument();
    expect(screen.getByText('Products: Private Portfolios')).toBeVisible();
    expect(screen.getByText('Products: Not registered')).toBeVisible();
    expect(screen.getByText(ACCOUNT_STEP_TEXTS.noSigningAuthority)).toBeVisible();
    expect(screen.getByRole('radio', { name: /Harbour Holdings/ })).toBeDisabled();
    expect(next()).toBeDisabled();

    await user.click(within(flow).getByLabelText('New'));
    expect(screen.getByLabelText('Account type')).toHaveValue('');
    expect(screen.queryByLabelText('Account name')).not.toBeInTheDocument();

    await user.click(within(flow).getByLabelText('Existing'));
    await user.click(screen.getByRole('radio', { name: /Morgan Family Super Fund/ }));
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await waitFor(() => expect(server.callsTo('POST /api/accounts/3/select/')).toHaveLength(1));
    await waitFor(() => expect(location.current.pathname).toMatch(/^\/(accounts\/3\/|page-not-found\/)$/));
  });

  it('hides the choice for a registration invite and creates the account for it', async () => {
    const invite = { ...EXISTING[0], id: null, uuid: INVITE_UUID, name: '', type: null, products: [] };
    const { user, server } = setup([invite, ...EXISTING]);
    expect(await screen.findByRole('heading', { name: 'Invitation' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'Account' })).not.toBeInTheDocument();
    await chooseType(user, 'Individual');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    await waitFor(() => expect(server.callsTo('POST /api/accounts/create/')).toHaveLength(1));
    expect(server.callsTo('POST /api/accounts/create/')[0]!.body).toMatchObject({
      va_entity_uuid: INVITE_UUID,
    });
  });

  it('takes over a prepared account (fake-creation case), selects it and moves on', async () => {
    const prepared = {
      ...EXISTING[1],
      id: 9,
      name: 'Prepared Pty Ltd',
      is_fake_creation_case: true,
      status: 'draft',
    };
    const { user, server, location } = setup([prepared], {
      'POST /api/accounts/9/activate/': {
        body: makeAccount({ id: 9, name: 'Prepared Pty Ltd', type: 'company', type_display: 'Company' }),
      },
      'POST /api/accounts/9/select/': { body: { id: 9, is_selected: true } },
      'GET /api/accounts/9/activation-steps/': {
        body: {
          step: 'fill_in_missing_details',
          data: { unfilled_fields: [], warning: null, loan_note_bundle_id: null },
        },
      },
    });
    expect(
      await screen.findByText(
        ACCOUNT_STEP_TEXTS.preparedIntro('company', 'Prepared Pty Ltd'),
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(server.callsTo('POST /api/accounts/9/select/')).toHaveLength(1));
    expect(server.callsTo('POST /api/accounts/9/activate/')).toHaveLength(1);
    await waitFor(() => expect(location.current.pathname).toBe('/account-setup/summary/'));
  });
});
