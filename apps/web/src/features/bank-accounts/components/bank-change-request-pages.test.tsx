import type { TBankChangeRequest } from '@portal/contracts/api/bank-accounts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import {
  bankAccountFixture as bankAccount,
  bankDetails as details,
  bankChangeRequestFixture as request,
} from './bank-test-fixtures';

const DELETE_PAGE = '/accounts/delete-bank-account/41/8/5';
const REQUEST_CALL = 'GET /api/accounts/41/bank-change-requests/5/';

describe('the initiator of a bank change request', () => {
  it('sees Submit or Cancel; Submit goes to the signing redirect with the request', async () => {
    mockServer({ [REQUEST_CALL]: { body: request() } });
    const { user, location } = renderApp(DELETE_PAGE, { token: 't' });
    expect(
      await screen.findByRole('heading', { name: 'Removal of bank account for Morgan Family' }),
    ).toBeVisible();
    expect(screen.getByText('Requested by Pat Primary')).toBeVisible();
    expect(screen.getByText('Bank account to delete')).toBeVisible();
    expect(screen.getByText('062-000 · 11112222')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location.current.pathname).toBe('/account/docusign-redirect/41/'));
    expect(location.current.search).toBe('?change_request=5');
  });

  it('cancels the request and returns to the account page', async () => {
    const server = mockServer({
      [REQUEST_CALL]: { body: request() },
      'POST /api/accounts/41/bank-change-requests/5/cancel/': {
        body: {
          detail: 'The request has been cancelled. The bank accounts stay as they were.',
          change_request: request({ status: 'cancelled' }),
        },
      },
    });
    const { user, location } = renderApp(DELETE_PAGE, { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('The request has been cancelled. The bank accounts stay as they were.'),
    ).toBeVisible();
    expect(server.callsTo('POST /api/accounts/41/bank-change-requests/5/cancel/')).toHaveLength(1);
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/41/'));
  });

  it('after signing keeps Cancel and says the others must still sign', async () => {
    mockServer({ [REQUEST_CALL]: { body: request({ can_sign: false, is_sign_url_available: false }) } });
    renderApp(DELETE_PAGE, { token: 't' });
    expect(
      await screen.findByText('You have signed this request. It applies once the other members sign.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });
});

describe('another member of the account', () => {
  const verify = (change: Partial<TBankChangeRequest> = {}) =>
    request({
      kind: 'bank_account_add',
      title: 'New bank account for Morgan Family',
      initiator: { first_name: 'Pat', last_name: 'Primary', is_current_user: false },
      new_data: { bank_account_id: 8, bank_account: details('New Joint Account', '99998888') },
      is_viewed: false,
      ...change,
    });

  /** The change request calls answer the request in their own shape, as the member sees it. */
  const answer = (detail: string, change: Partial<TBankChangeRequest> = {}) => {
    const { bank_account_id: _bankAccount, account, approvers, ...rest } = verify(change);
    return {
      detail,
      change_request: {
        ...rest,
        account: { id: account.id, name: account.name, status: account.status },
        is_primary_user: false,
        my_status: change.status === 'declined' ? 'declined' : 'pending',
        approvers: approvers.filter((a) => !a.is_admin).map(({ is_admin: _admin, ...a }) => a),
      },
    };
  };

  it('sees Confirm or Decline on the verify page, and the request is marked viewed', async () => {
    const server = mockServer({
      'GET /api/accounts/41/bank-accounts/8/': { body: bankAccount({ verify_change_request: verify() }) },
      'POST /api/change-requests/5/mark-as-viewed/': {
        body: answer('The request is marked as viewed.', { is_viewed: true }),
      },
    });
    const { user, location } = renderApp('/accounts/verify-new-bank-account/41/8/', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'New bank account for Morgan Family' })).toBeVisible();
    expect(screen.getByText('New bank account')).toBeVisible();
    expect(screen.getByText('New Joint Account')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await waitFor(() =>
      expect(server.callsTo('POST /api/change-requests/5/mark-as-viewed/')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.current.pathname).toBe('/account/docusign-redirect/41/'));
    expect(location.current.search).toBe('?change_request=5');
  });

  it('declines after confirming the question, then goes to the account page', async () => {
    const server = mockServer({
      'GET /api/accounts/41/bank-accounts/8/': { body: bankAccount({ verify_change_request: verify() }) },
      'POST /api/change-requests/5/mark-as-viewed/': {
        body: answer('The request is marked as viewed.', { is_viewed: true }),
      },
      'POST /api/change-requests/5/decline/': {
        body: answer('You have declined this request.', { status: 'declined' }),
      },
    });
    const { user, location } = renderApp('/accounts/verify-new-bank-account/41/8/', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Do you want to decline this request? The bank accounts stay as they are.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You have declined this request.')).toBeVisible();
    expect(server.callsTo('POST /api/change-requests/5/decline/')).toHaveLength(1);
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/41/'));
  });

  it('sees the current and the new details on the confirm-edit page', async () => {
    const edit = request({
      kind: 'bank_account_edit',
      title: 'Change of bank account for Morgan Family',
      initiator: { first_name: 'Pat', last_name: 'Primary', is_current_user: false },
      new_data: {
        bank_account_id: 8,
        previous: details('Joint Savings', '11112222'),
        bank_account: details('Renamed', '33334444'),
      },
    });
    mockServer({
      'GET /api/accounts/41/bank-accounts/8/': { body: bankAccount({ edit_change_request: edit }) },
    });
    renderApp('/accounts/confirm-edit-bank-account/41/8/', { token: 't' });
    expect(await screen.findByText('Current bank account')).toBeVisible();
    expect(screen.getByText('Joint Savings')).toBeVisible();
    expect(screen.getByText('Changed to')).toBeVisible();
    expect(screen.getByText('Renamed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
  });
});

describe('the approver list (spec section 6)', () => {
  it('hides admin approvers and shows the members of a non-individual account with several approvers', async () => {
    mockServer({ [REQUEST_CALL]: { body: request() } });
    renderApp(DELETE_PAGE, { token: 't' });
    const list = await screen.findByRole('region', { name: 'Approvers' });
    expect(within(list).getByText('Pat Primary')).toBeVisible();
    expect(within(list).getByText('Mel Member')).toBeVisible();
    expect(within(list).queryByText('Staff Approver')).toBeNull();
    expect(within(list).getAllByText('Awaiting signature')).toHaveLength(2);
  });

  it('is not shown for an individual account', async () => {
    mockServer({
      [REQUEST_CALL]: {
        body: request({ account: { id: 41, name: 'Pat', type: 'individual', status: 'active' } }),
      },
    });
    renderApp(DELETE_PAGE, { token: 't' });
    await screen.findByRole('button', { name: 'Submit' });
    expect(screen.queryByRole('region', { name: 'Approvers' })).toBeNull();
  });

  it('is not shown with one approver (admins do not count)', async () => {
    mockServer({
      [REQUEST_CALL]: {
        body: request({
          approvers: [
            { first_name: 'Pat', last_name: 'Primary', is_admin: false, status: 'pending' },
            { first_name: 'Staff', last_name: 'Approver', is_admin: true, status: 'pending' },
          ],
        }),
      },
    });
    renderApp(DELETE_PAGE, { token: 't' });
    await screen.findByRole('button', { name: 'Submit' });
    expect(screen.queryByRole('region', { name: 'Approvers' })).toBeNull();
  });
});

describe('a request that is no longer pending', () => {
  it('leads to the account details from the delete page', async () => {
    mockServer({ [REQUEST_CALL]: { body: request({ status: 'approved_by_users' }) } });
    const { location } = renderApp(DELETE_PAGE, { token: 't' });
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/41/'));
  });

  it('leads to the account details from the edit page (the bank account carries no pending request)', async () => {
    mockServer({ 'GET /api/accounts/41/bank-accounts/8/': { body: bankAccount({}) } });
    const { location } = renderApp('/accounts/confirm-edit-bank-account/41/8/', { token: 't' });
    await waitFor(() => expect(location.current.pathname).toBe('/accounts/41/'));
  });
});
