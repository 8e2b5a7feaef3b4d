// Answers of the bank account calls, shaped like the server's: account 41 (Morgan Family, joint and
// active) with bank account 8 and its delete request 5.
import type { TBankAccount, TBankChangeRequest } from '@portal/contracts/api/bank-accounts';

export const bankDetails = (name: string, number: string) => ({
  name,
  bsb: '062000',
  number,
  bank: 'Commonwealth Bank of Australia',
  branch: 'Sydney',
});

export const bankChangeRequestFixture = (
  overrides: Partial<TBankChangeRequest> = {},
): TBankChangeRequest => ({
  id: 5,
  kind: 'bank_account_delete',
  title: 'Removal of bank account for Morgan Family',
  status: 'pending',
  account: { id: 41, name: 'Morgan Family', type: 'joint', status: 'active' },
  bank_account_id: 8,
  initiator: { first_name: 'Pat', last_name: 'Primary', is_current_user: true },
  can_sign: true,
  is_sign_url_available: true,
  new_data: { bank_account_id: 8, previous: bankDetails('Joint Savings', '11112222') },
  is_viewed: true,
  approvers: [
    { first_name: 'Pat', last_name: 'Primary', is_admin: false, status: 'pending' },
    { first_name: 'Mel', last_name: 'Member', is_admin: false, status: 'pending' },
    { first_name: 'Staff', last_name: 'Approver', is_admin: true, status: 'pending' },
  ],
  signatures: { required: 2, signed: 0 },
  created: '2026-03-01T01:00:00Z',
  ...overrides,
});

export const bankAccountFixture = (overrides: Partial<TBankAccount> = {}): TBankAccount => ({
  id: 8,
  uuid: '',
  account: 41,
  ...bankDetails('New Joint Account', '99998888'),
  bsb_was_found: true,
  document_file: null,
  created: '2026-03-01T01:00:00Z',
  updated: '2026-03-01T01:00:00Z',
  delete_change_request: null,
  verify_change_request: null,
  edit_change_request: null,
  ...overrides,
});
