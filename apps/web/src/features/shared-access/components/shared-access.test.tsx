import { sharedAccessMessages, type TSharedAccessGrant } from '@portal/contracts/api/shared-access';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceStorage } from '@/shared/storage/device-storage';
import { makeProfile, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { SHARED_ACCESS_TEXTS } from './shared-access-page';
import { VIEWER_PICKER_TEXTS } from './viewer-picker-page';

const CONFIRMED = {
  body: { resource: 'two_factor', two_factor_required_for_write: true, confirmed: true },
};
const ACCOUNTS = [
  { id: 1, name: 'Alex Morgan' },
  { id: 2, name: 'Morgan Family Super Fund' },
  { id: 3, name: 'Morgan Family Trust' },
];
const ACTIVE: TSharedAccessGrant = {
  id: 5,
  email: 'casey@accountants.test',
  name: 'Casey Ledger',
  accounts: [ACCOUNTS[1]!],
  status: 'active',
  since: '2026-11-20T10:00:00Z',
};
const INVESTOR = { investor_id: 42, investor_name: 'Alex Morgan', accounts: [ACCOUNTS[1]!] };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the shared access page', () => {
  it('lists who has access, invites by e-mail for the ticked accounts, and revokes', async () => {
    let grants: TSharedAccessGrant[] = [ACTIVE];
    const invited: TSharedAccessGrant = {
      id: 6,
      email: 'pat@accountants.test',
      name: null,
      accounts: [ACCOUNTS[0]!, ACCOUNTS[2]!],
      status: 'invited',
      since: '2026-11-28T02:00:00Z',
    };
    const server = mockServer({
      'GET /api/auth/security-schema/': CONFIRMED,
      'GET /api/profiles/my/shared-access/': () => ({ body: grants }),
      'GET /api/profiles/my/shared-access/accounts/': { body: ACCOUNTS },
      'POST /api/profiles/my/shared-access/': () => {
        grants = [invited, ACTIVE];
        return { body: grants };
      },
      'DELETE /api/profiles/my/shared-access/5/': () => {
        grants = [invited];
        return { body: grants };
      },
    });
    const { user } = renderApp('/account/shared-access/', { token: 't' });
    const list = await screen.findByRole('list', { name: SHARED_ACCESS_TEXTS.listTitle });
    const casey = within(list).getByRole('listitem', { name: ACTIVE.email });
    expect(casey).toHaveTextContent('Casey Ledger · casey@accountants.test');
    expect(casey).toHaveTextContent('Morgan Family Super Fund');
    expect(casey).toHaveTextContent('Active');
    expect(casey).toHaveTextContent('since 20-Nov-2026');

    const form = screen.getByRole('form', { name: SHARED_ACCESS_TEXTS.inviteTitle });
    await user.type(within(form).getByLabelText('Email'), 'pat@accountants.test');
    await user.click(within(form).getByRole('checkbox', { name: 'Alex Morgan' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Morgan Family Trust' }));
    await user.click(within(form).getByRole('button', { name: SHARED_ACCESS_TEXTS.invite }));
    expect(await screen.findByText(sharedAccessMessages.invited)).toBeVisible();
    expect(server.callsTo('POST /api/profiles/my/shared-access/')[0]?.body).toEqual({
      email: 'pat@accountants.test',
      accounts: [1, 3],
    });
    const pat = await within(list).findByRole('listitem', { name: invited.email });
    expect(pat).toHaveTextContent('Invited');

    await user.click(within(list).getByRole('button', { name: `Revoke ${ACTIVE.email}` }));
    const dialog = await screen.findByRole('dialog', { name: SHARED_ACCESS_TEXTS.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: SHARED_ACCESS_TEXTS.revoke }));
    expect(await screen.findByText(sharedAccessMessages.revoked)).toBeVisible();
    expect(server.callsTo('DELETE /api/profiles/my/shared-access/5/')).toHaveLength(1);
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: ACTIVE.email })).toBeNull());
  });

  it('asks for at least one account before inviting', async () => {
    const server = mockServer({
      'GET /api/auth/security-schema/': CONFIRMED,
      'GET /api/profiles/my/shared-access/': { body: [] },
      'GET /api/profiles/my/shared-access/accounts/': { body: ACCOUNTS },
    });
    const { user } = renderApp('/account/shared-access/', { token: 't' });
    expect(await screen.findByText(SHARED_ACCESS_TEXTS.nobody)).toBeVisible();
    const form = screen.getByRole('form', { name: SHARED_ACCESS_TEXTS.inviteTitle });
    await user.type(within(form).getByLabelText('Email'), 'pat@accountants.test');
    await user.click(within(form).getByRole('button', { name: SHARED_ACCESS_TEXTS.invite }));
    expect(await within(form).findByText(sharedAccessMessages.chooseAccounts)).toBeVisible();
    expect(server.callsTo('POST /api/profiles/my/shared-access/')).toHaveLength(0);
  });
});

describe('a viewer of shared accounts', () => {
  it('picks whose accounts to view; the header then offers the shared areas only, naming the investor', async () => {
    const server = mockServer({
      'GET /api/profiles/my/': { body: makeProfile({ onboardings: { dashboard_tour: true } }) },
      'GET /api/profiles/my/viewable-accounts/': { body: [INVESTOR] },
      'GET /api/ipm/reports/new-counter/': { body: { new_counter: 0 } },
      'GET /api/documents/': { body: { count: 0, results: [] } },
    });
    const { user, location } = renderApp('/shared-with-me/', { token: 't' });
    const list = await screen.findByRole('list', { name: VIEWER_PICKER_TEXTS.title });
    expect(within(list).getByRole('listitem', { name: 'Alex Morgan' })).toHaveTextContent(
      'Morgan Family Super Fund',
    );
    await user.click(within(list).getByRole('button', { name: 'View the accounts of Alex Morgan' }));
    await waitFor(() => expect(location.current.pathname).toBe('/'));
    expect(deviceStorage.getSharedView()).toEqual({ investorId: 42, investorName: 'Alex Morgan' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Reports0', 'Documents']);
    expect(screen.getByText('Read only')).toBeVisible();
    expect(screen.queryByRole('button', { name: /notifications/i })).toBeNull();

    await user.click(within(nav).getByRole('link', { name: 'Documents' }));
    await screen.findByRole('heading', { name: 'Documents', level: 1 });
    // Every call names the investor; the zip (a POST a viewer may not make) is not offered.
    const listed = server.callsTo('GET /api/documents/').at(-1)!;
    expect(listed.headers.get('X-Managed-User-Id')).toBe('42');
    expect(screen.queryByRole('checkbox', { name: 'Select all documents on this page' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Viewing Alex Morgan' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Accounts shared with you', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Accounts shared with you' }));
    await screen.findByRole('list', { name: VIEWER_PICKER_TEXTS.title });
    expect(deviceStorage.getSharedView()).toBeNull();
    expect(deviceStorage.getManagedUserId()).toBeNull();
  });

  it('a user with no accounts of their own, shared one investor’s, lands on them directly', async () => {
    mockServer({
      'GET /api/profiles/my/': { body: makeProfile({ onboardings: { dashboard_tour: true } }) },
      'GET /api/profiles/my/viewable-accounts/': { body: [INVESTOR] },
      'GET /api/ipm/dashboard/accounts/': ({ headers }) => ({
        body:
          headers.get('X-Managed-User-Id') === '42'
            ? [{ ...ACCOUNTS[1]!, account_type: 'smsf', investment_options: [] }]
            : [],
      }),
      'GET /api/ipm/reports/new-counter/': { body: { new_counter: 0 } },
    });
    const { location } = renderApp('/', { token: 't' });
    await waitFor(() => expect(deviceStorage.getSharedView()?.investorId).toBe(42));
    await waitFor(() => expect(location.current.pathname).toBe('/'), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByText('Read only')).toBeVisible(), { timeout: 10_000 });
  });
});
