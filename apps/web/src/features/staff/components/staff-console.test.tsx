import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { typeDate } from '@/test/date-picker';
import { makeProfile, mockServer, type TRecordedCall } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

// Lazy pages load slowly when the machine is busy; the first look waits longer than the default second.
configure({ asyncUtilTimeout: 5000 });

const STAFF = makeProfile({ user_id: 3, first_name: 'Jordan', last_name: 'Lee', is_staff: true });
const account = (id: number, name: string, status = 'active') => ({
  id,
  name,
  account_type: 'individual',
  application_id: 'ipm',
  status,
  role: 'primary',
  abn: '',
  acn: '',
});
const CLIENT = {
  id: 21,
  first_name: 'Morgan',
  last_name: 'Hayes',
  email: 'blocked@demo.test',
  phone_number: '0478901234',
  blocked_status: 'temporary_blocked',
  accounts: [account(5, 'Hayes Family Trust'), account(6, 'Hayes Super', 'awaiting_activation')],
};
const DETAIL = {
  ...CLIENT,
  email_verified: true,
  verified_status: 'verified',
  login_two_factor_auth_enabled: true,
  two_factor_after_reset: false,
  applications: ['ipm'],
  created: '2026-01-05T01:00:00Z',
  invitations: [
    {
      id: 9,
      kind: 'secondary',
      application_id: 'ipm',
      first_name: 'Kai',
      last_name: 'Second',
      email: 'kai@example.com',
      phone_number: '0479000001',
      account_name: 'Hayes Family Trust',
      invited_by: 'Morgan Hayes',
      status: 'pending',
      can_resend: true,
      created: '2026-02-01T01:00:00Z',
      expires: '2026-02-15T01:00:00Z',
    },
  ],
  activity: [
    {
      id: 1,
      action: 'login_failed',
      title: 'Failed sign-in attempt',
      staff_name: null,
      ip: '203.0.113.7',
      created: '2026-03-05T01:02:03Z',
    },
    {
      id: 2,
      action: 'staff.act_as_started',
      title: 'Started acting as the client',
      staff_name: 'Jordan Lee',
      ip: null,
      created: '2026-03-04T01:02:03Z',
    },
  ],
};
const page = (results: unknown[]) => ({ count: results.length, page: 1, page_size: 20, results });
const staffProfile = { 'GET /api/profiles/my/': { body: STAFF } };

describe('the staff console shell', () => {
  it('sends a client who opens it to the forbidden page', async () => {
    const server = mockServer();
    const { location } = renderApp('/staff/clients/', { token: 't' });
    await waitFor(() => expect(location.current.pathname).toBe('/forbidden/'));
    expect(server.callsTo('GET /api/staff/clients/')).toHaveLength(0);
  });

  it('is where a staff member lands, with a tab for each section', async () => {
    mockServer({ ...staffProfile, 'GET /api/staff/clients/': { body: page([CLIENT]) } });
    const { location } = renderApp('/', { token: 't' });
    await waitFor(() => expect(location.current.pathname).toBe('/staff/clients/'));
    const tabs = await screen.findByRole('tablist', { name: 'Staff console' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Clients',
      'Invitations',
      'Applications',
      'Publishing',
      'Data',
      'IPS review',
      'Messages',
      'Audit log',
    ]);
  });
});

describe('clients', () => {
  it('searches clients and accounts and lists each with its accounts and block', async () => {
    const server = mockServer({
      ...staffProfile,
      'GET /api/staff/clients/': ({ query }) => ({ body: page(query.get('q') === 'hayes' ? [CLIENT] : []) }),
    });
    const { user } = renderApp('/staff/clients/', { token: 't' });
    expect(await screen.findByText('No clients match the search.')).toBeVisible();
    await user.type(screen.getByLabelText('Search clients and accounts'), 'hayes');
    const table = screen.getByRole('table', { name: 'Clients' });
    expect(await within(table).findByRole('link', { name: 'Morgan Hayes' })).toHaveAttribute(
      'href',
      '/staff/clients/21/',
    );
    expect(within(table).getAllByText('Temporarily blocked')[0]).toBeVisible();
    expect(within(table).getAllByText('Awaiting activation').length).toBeGreaterThan(0);
    expect(server.callsTo('GET /api/staff/clients/').at(-1)?.query.get('q')).toBe('hayes');
  });

  it('opens a client: profile, two-factor, accounts, invitations and activity by staff', async () => {
    mockServer({ ...staffProfile, 'GET /api/staff/clients/21/': { body: DETAIL } });
    renderApp('/staff/clients/21/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Morgan Hayes' })).toBeVisible();
    expect(screen.getByText('On (codes to 0478 901 234)')).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Accounts' })).getByText('Hayes Family Trust'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Invitations of the client' })).getByText('Kai Second'),
    ).toBeVisible();
    const activity = screen.getByRole('table', { name: 'Recent activity' });
    expect(within(activity).getByText('Failed sign-in attempt')).toBeVisible();
    expect(within(activity).getByText('by Jordan Lee (staff)')).toBeVisible();
  });

  it('unblocks after a confirmation and says so', async () => {
    const server = mockServer({
      ...staffProfile,
      'GET /api/staff/clients/21/': { body: DETAIL },
      'POST /api/staff/clients/21/unblock/': { body: { detail: 'The account has been unblocked.' } },
    });
    const { user } = renderApp('/staff/clients/21/', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    const dialog = screen.getByRole('dialog', { name: 'Unblock the account?' });
    expect(server.callsTo('POST /api/staff/clients/21/unblock/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('The account has been unblocked.')).toBeVisible();
    expect(server.callsTo('POST /api/staff/clients/21/unblock/')).toHaveLength(1);
    // The client's page is read again.
    await waitFor(() => expect(server.callsTo('GET /api/staff/clients/21/').length).toBeGreaterThan(1));
  });

  it('resets login two-factor, and shows a refusal from the server', async () => {
    const server = mockServer({
      ...staffProfile,
      'GET /api/staff/clients/21/': { body: DETAIL },
      'POST /api/staff/clients/21/reset-two-factor/': {
        status: 400,
        body: { detail: 'Login two-factor authentication is already off.' },
      },
    });
    const { user } = renderApp('/staff/clients/21/', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('Login two-factor authentication is already off.')).toBeVisible();
    expect(server.callsTo('POST /api/staff/clients/21/reset-two-factor/')).toHaveLength(1);
  });

  it('resends an invitation', async () => {
    const server = mockServer({
      ...staffProfile,
      'GET /api/staff/clients/21/': { body: DETAIL },
      'POST /api/staff/invitations/9/resend/': { body: { detail: 'The invitation has been sent again.' } },
    });
    const { user } = renderApp('/staff/clients/21/', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to kai@example.com' }));
    expect(await screen.findByText('The invitation has been sent again.')).toBeVisible();
    expect(server.callsTo('POST /api/staff/invitations/9/resend/')).toHaveLength(1);
  });
});

describe('acting as a client', () => {
  it('bannered with the client name on their pages; Exit returns to the console', async () => {
    const managedHeader = (call: TRecordedCall) => call.headers.get('X-Managed-User-Id');
    const server = mockServer({
      'GET /api/profiles/my/': (call) => ({
        body:
          managedHeader(call) === '21'
            ? {
                ...STAFF,
                managed_user_individual_info: {
                  user_id: 21,
                  first_name: 'Morgan',
                  last_name: 'Hayes',
                  email: 'blocked@demo.test',
                  personal_detail: null,
                  contact_detail: null,
                  additional_detail: null,
                  permissions: { applications: [] },
                },
              }
            : STAFF,
      }),
      'GET /api/staff/clients/21/': (call) =>
        managedHeader(call) ? { status: 403, body: { detail: 'No.' } } : { body: DETAIL },
      'POST /api/staff/clients/21/act-as/': {
        body: { user_id: 21, first_name: 'Morgan', last_name: 'Hayes', email: 'blocked@demo.test' },
      },
      'POST /api/staff/clients/21/act-as/end/': { body: { detail: 'Managed-user mode has ended.' } },
    });
    const { user, location } = renderApp('/staff/clients/21/', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Act as client' }));

    const banner = await screen.findByRole('region', { name: 'Managed-user mode' });
    expect(banner).toHaveTextContent('Acting as Morgan Hayes');
    expect(banner).toHaveTextContent('Everything you do is logged in your name.');
    expect(sessionStore.get().managedUserId).toBe(21);
    await waitFor(() => expect(location.current.pathname).not.toMatch(/^\/staff\//));
    expect(
      server.callsTo('POST /api/staff/clients/21/act-as/')[0] &&
        managedHeader(server.callsTo('POST /api/staff/clients/21/act-as/')[0]!),
    ).toBeNull();
    // The console's own calls are never sent in the mode.
    expect(server.calls.filter((call) => call.path.startsWith('/api/staff/') && managedHeader(call))).toEqual(
      [],
    );

    await user.click(within(banner).getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(location.current.pathname).toBe('/staff/clients/21/'));
    expect(screen.queryByRole('region', { name: 'Managed-user mode' })).toBeNull();
    expect(sessionStore.get().managedUserId).toBeNull();
    await waitFor(() => expect(server.callsTo('POST /api/staff/clients/21/act-as/end/')).toHaveLength(1));
    expect(managedHeader(server.callsTo('POST /api/staff/clients/21/act-as/end/')[0]!)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Morgan Hayes' })).toBeVisible();
  });
});

describe('invitations', () => {
  const fill = async (user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  };

  it('invites an applicant once the form is valid, and lists the invitation', async () => {
    const sent = {
      ...DETAIL.invitations[0],
      id: 30,
      kind: 'primary',
      first_name: 'Ivy',
      last_name: 'Applicant',
      email: 'ivy@example.com',
      account_name: null,
    };
    const server = mockServer({
      ...staffProfile,
      'GET /api/staff/invitations/': { body: page([]) },
      'POST /api/staff/invitations/': { body: { detail: 'The invitation has been sent.', invitation: sent } },
    });
    const { user } = renderApp('/staff/invitations/', { token: 't' });
    const form = await screen.findByRole('form', { name: 'Invite an applicant' });
    const submit = within(form).getByRole('button', { name: 'Send invitation' });
    expect(submit).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText('Application'), 'icf');
    await fill(user, {
      'First name': 'Ivy',
      'Last name': 'Applicant',
      Email: 'ivy@example.com',
      'Mobile phone': '041122',
    });
    expect(await within(form).findByText('Mobile phone must contain 10 symbols')).toBeVisible();
    expect(submit).toBeDisabled();
    await user.type(within(form).getByLabelText('Mobile phone'), '2333');
    await waitFor(() => expect(submit).toBeEnabled());
    server.on('GET /api/staff/invitations/', { body: page([sent]) });
    await user.click(submit);

    expect(await screen.findByText(/the link to ivy@example.com and the code to 0411 222 333/)).toBeVisible();
    expect(server.callsTo('POST /api/staff/invitations/')[0]?.body).toEqual({
      application: 'icf',
      first_name: 'Ivy',
      last_name: 'Applicant',
      email: 'ivy@example.com',
      phone_number: '0411222333',
    });
    const table = screen.getByRole('table', { name: 'Invitations sent' });
    expect(await within(table).findByText('Ivy Applicant')).toBeVisible();
  });

  it("puts the server's field errors under their fields", async () => {
    mockServer({
      ...staffProfile,
      'GET /api/staff/invitations/': { body: page([]) },
      'POST /api/staff/invitations/': { status: 400, body: { email: ['Email format is not valid'] } },
    });
    const { user } = renderApp('/staff/invitations/', { token: 't' });
    const form = await screen.findByRole('form', { name: 'Invite an applicant' });
    await user.selectOptions(within(form).getByLabelText('Application'), 'ipm');
    await fill(user, {
      'First name': 'Ivy',
      'Last name': 'Applicant',
      Email: 'ivy@example.com',
      'Mobile phone': '0411222333',
    });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Email format is not valid')).toBeVisible();
  });
});

describe('audit log', () => {
  it('lists staff actions and filters by staff member and client', async () => {
    const entry = {
      id: 1,
      created: '2026-03-05T01:02:03Z',
      staff: { id: 3, name: 'Jordan Lee', email: 'staff@demo.test' },
      client: { id: 21, name: 'Morgan Hayes', email: 'blocked@demo.test' },
      action: 'staff.client_unblocked',
      title: 'Unblocked the account',
      managed: false,
      detail: { was: 'temporary_blocked' },
      ip: null,
    };
    const server = mockServer({
      ...staffProfile,
      'GET /api/staff/audit-log/': { body: page([entry]) },
      'GET /api/staff/audit-log/filters/': {
        body: {
          staff: [{ id: 3, name: 'Jordan Lee', email: 'staff@demo.test' }],
          actions: [{ value: 'staff.client_unblocked', title: 'Unblocked the account' }],
        },
      },
    });
    const { user } = renderApp('/staff/audit-log/?client=blocked@demo.test', { token: 't' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Unblocked the account')).toBeVisible();
    expect(within(table).getAllByText('Morgan Hayes')[0]).toBeInTheDocument();
    expect(within(table).getByText('was: temporary_blocked')).toBeInTheDocument();
    expect(server.callsTo('GET /api/staff/audit-log/')[0]?.query.get('client')).toBe('blocked@demo.test');

    await user.click(screen.getByLabelText('Staff member'));
    await user.click(await screen.findByRole('option', { name: 'Jordan Lee' }));
    await waitFor(() =>
      expect(server.callsTo('GET /api/staff/audit-log/').at(-1)?.query.get('staff_id')).toBe('3'),
    );
    await typeDate(user, 'From', '2026-03-01');
    await waitFor(() =>
      expect(server.callsTo('GET /api/staff/audit-log/').at(-1)?.query.get('date_from')).toBe('2026-03-01'),
    );
  });
});
