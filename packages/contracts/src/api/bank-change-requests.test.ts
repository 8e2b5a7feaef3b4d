import { describe, expect, it } from 'vitest';
import { bankChangeRequestPagePath, type TBankChangeRequest, visibleApprovers } from './bank-accounts.ts';

const approver = (first: string, isAdmin = false) => ({
  first_name: first,
  last_name: 'Holder',
  is_admin: isAdmin,
  status: 'pending' as const,
});
const of = (type: string, approvers: TBankChangeRequest['approvers']) => ({
  account: { id: 1, name: 'A', type, status: 'active' },
  approvers,
});

describe('visibleApprovers (spec section 6)', () => {
  it('hides admin approvers', () => {
    expect(
      visibleApprovers(of('joint', [approver('Pat'), approver('Staff', true), approver('Mel')])).map(
        (a) => a.first_name,
      ),
    ).toEqual(['Pat', 'Mel']);
  });
  it('shows the list only with more than one approver, admins not counted', () => {
    expect(visibleApprovers(of('company', [approver('Pat'), approver('Staff', true)]))).toEqual([]);
    expect(visibleApprovers(of('company', [approver('Pat'), approver('Mel')]))).toHaveLength(2);
  });
  it('shows no list for an individual account', () => {
    expect(visibleApprovers(of('individual', [approver('Pat'), approver('Mel')]))).toEqual([]);
  });
});

describe('bankChangeRequestPagePath (spec section 2 routes)', () => {
  it('names the delete, verify-new and confirm-edit pages', () => {
    expect(bankChangeRequestPagePath('bank_account_delete', 41, 8, 5)).toBe(
      '/accounts/delete-bank-account/41/8/5',
    );
    expect(bankChangeRequestPagePath('bank_account_add', 41, 8, 5)).toBe(
      '/accounts/verify-new-bank-account/41/8/',
    );
    expect(bankChangeRequestPagePath('bank_account_edit', 41, 8, 5)).toBe(
      '/accounts/confirm-edit-bank-account/41/8/',
    );
  });
});
