import { STAFF_APPLICATION_TEXTS } from '@portal/contracts/api/staff-operations';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const STAFF = makeProfile({
  is_staff: true,
  first_name: 'Sam',
  last_name: 'Staff',
  onboardings: { dashboard_tour: true },
});

const COUNTS = {
  awaiting_signature: 1,
  awaiting_secondary_users: 0,
  approved_by_users: 0,
  awaiting_activation: 2,
  portfolio_manager_review: 0,
  returned: 1,
};

const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type_display: 'Individual',
  application: 'viv',
  status: 'awaiting_activation',
  status_display: { display_name: 'Awaiting activation', style: 'warning' },
  primary: { user_id: 40 + id, name, email: `${id}@example.com` },
  submitted_at: '2026-05-01T02:00:00Z',
  returned_reason: null,
  trust_deed_missing: false,
  ...extra,
});

const ACCOUNT = {
  id: 5,
  uuid: 'u',
  name: 'Ivy Applicant',
  type: 'individual',
  type_display: 'Individual',
  trustee: null,
  trustee_display: '',
  application: 'viv',
  trustee_name: '',
  abn: '',
  acn: '',
  status: 'awaiting_activation',
  status_display: { display_name: 'Awaiting activation', style: 'warning' },
  primary_user: 45,
  primary_user_role: null,
  viewer_role: null,
  is_primary: true,
  secondary_users: [],
  has_secondary_users: null,
  has_additional_trustees: null,
  has_signing_authority: true,
  signing_authority: null,
  certificates: [],
  deed_attachments: [],
  skip_deed_attachment: false,
  trust_deed_missing: false,
  skip_beneficial_owners: false,
  can_edit_details: false,
  beneficial_owners: [],
  corporate_account_details: null,
  trust: null,
  corporate_tax: null,
  individual_tax: {
    id: 3,
    tfn: null,
    has_not_tfn: true,
    is_australian_tax_resident: true,
    is_other_country_tax_resident: false,
    tin: '',
    country_of_residence: null,
    can_edit: false,
  },
  account_members_status_display: null,
  products: [],
  is_selected: true,
  initiator: null,
  acn_lookup_data: null,
  applied_for: [],
  submitted_at: '2026-05-01T02:00:00Z',
  decision: null,
  extra_application_info: {
    step: null,
    data: { unfilled_fields: [], warning: null, loan_note_bundle_id: null },
  },
  required_fields_for_account_type: ['individual_tax'],
  is_happy_flow: true,
  has_pending_rebalance: false,
  active_ips: null,
  ongoing_ips: null,
  portfolio_application: null,
  bank_accounts: [],
  tax_type: 'individual',
};

const detail = (extra: Record<string, unknown> = {}) => ({
  account: ACCOUNT,
  sections: [
    {
      title: 'Account details',
      rows: [
        { label: 'Account name', value: 'Ivy Applicant' },
        { label: 'Primary applicant', value: 'Ivy Applicant' },
      ],
    },
    { title: 'Tax details', rows: [{ label: 'TFN', value: 'Not provided' }] },
  ],
  members: [{ user_id: 45, name: 'Ivy Applicant', email: 'ivy@example.com' }],
  files: [
    {
      kind: 'identity_document',
      id: 9,
      file_name: 'licence.png',
      owner: 'Ivy Applicant',
      download_url: '/api/staff/applications/5/files/identity_document/9/',
    },
  ],
  reviews: [],
  can_activate: true,
  activation_blockers: [],
  can_return: true,
  ...extra,
});

describe('the applications queue', () => {
  it('shows a tab per status with its count, the applications of the tab, and opens one', async () => {
    const server = mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/applications/': (call) => ({
        body:
          call.query.get('status') === 'returned'
            ? {
                count: 1,
                counts: COUNTS,
                results: [row(7, 'Rex Returned', { returned_reason: 'Expired licence.' })],
              }
            : {
                count: 2,
                counts: COUNTS,
                results: [row(5, 'Ivy Applicant'), row(6, 'Bo Applicant', { trust_deed_missing: true })],
              },
      }),
      'GET /api/staff/applications/5/': { body: detail() },
    });
    const { user, location } = renderApp('/staff/applications/', { token: 't' });
    expect(await screen.findByRole('link', { name: 'Ivy Applicant' })).toBeInTheDocument();
    expect(screen.getByText('5@example.com')).toBeInTheDocument();
    // A trust whose deed was skipped is marked until the deed is uploaded.
    expect(screen.getAllByText(STAFF_APPLICATION_TEXTS.trustDeedMissing)).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Awaiting activation (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Returned (1)' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/staff/applications/')[0]!.query.get('status')).toBe(
      'awaiting_activation',
    );

    await user.click(screen.getByRole('tab', { name: 'Returned (1)' }));
    expect(await screen.findByText('Returned: Expired licence.')).toBeInTheDocument();
    expect(server.callsTo('GET /api/staff/applications/').at(-1)!.query.get('status')).toBe('returned');

    await user.click(screen.getByRole('link', { name: 'Rex Returned' }));
    expect(location.current.pathname).toBe('/staff/applications/7/');
  });
});

describe('one application', () => {
  it('shows the summary, members and files, and activates after confirmation', async () => {
    const server = mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/applications/5/': { body: detail() },
      'POST /api/staff/applications/5/activate/': {
        body: {
          detail: 'The account is active. Its members have been notified.',
          status: 'active',
          status_display: { display_name: 'Active', style: 'success' },
        },
      },
    });
    const { user } = renderApp('/staff/applications/5/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Ivy Applicant' })).toBeInTheDocument();
    expect(screen.getByText('licence.png')).toBeInTheDocument();
    expect(screen.getByText('Identity document · Ivy Applicant')).toBeInTheDocument();
    expect(screen.getByText('Ivy Applicant (primary applicant)')).toBeInTheDocument();
    // The application as its members signed it: the signed PDF's sections, row by row, no raw fields.
    const tax = screen.getByRole('region', { name: 'Tax details' });
    expect(within(tax).getByText('TFN')).toBeInTheDocument();
    expect(within(tax).getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account details' })).toBeInTheDocument();
    expect(screen.queryByText('Can edit')).toBeNull();

    server.on('GET /api/staff/applications/5/', { body: detail({ can_activate: false, can_return: false }) });
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Ivy Applicant?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(
      await screen.findByText('The account is active. Its members have been notified.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/staff/applications/5/activate/')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate' })).toBeDisabled());
  });

  it('says why an application lacking a required document cannot be activated, with Activate off', async () => {
    mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/applications/5/': {
        body: detail({
          can_activate: false,
          activation_blockers: [STAFF_APPLICATION_TEXTS.deedNotUploaded],
        }),
      },
    });
    renderApp('/staff/applications/5/', { token: 't' });
    expect(await screen.findByText('The trust deed has not been uploaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeDisabled();
  });

  it('asks for a reason before returning, then sends it; a server refusal shows in the dialog', async () => {
    const server = mockServer({
      'GET /api/profiles/my/': { body: STAFF },
      'GET /api/staff/applications/5/': { body: detail() },
      'POST /api/staff/applications/5/return/': {
        status: 400,
        body: { detail: 'Only a submitted application that is not active yet can be returned.' },
      },
    });
    const { user } = renderApp('/staff/applications/5/', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return the application' });
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(within(dialog).getByText('Give the reason for returning the application.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/staff/applications/5/return/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'The licence has expired.');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(
      await within(dialog).findByText('Only a submitted application that is not active yet can be returned.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/staff/applications/5/return/')[0]!.body).toEqual({
      reason: 'The licence has expired.',
    });
  });

  it('sends a client away from the console', async () => {
    mockServer({ 'GET /api/staff/applications/5/': { status: 403, body: { detail: 'No.' } } });
    const { location } = renderApp('/staff/applications/5/', { token: 't' });
    await waitFor(() => expect(location.current.pathname).toBe('/forbidden/'));
  });
});
