import type { TChangeRequest } from '@portal/contracts/api/change-requests';

/** A change request as the signing pages read it: the primary user's own application, nothing signed. */
export const changeRequest = (overrides: Partial<TChangeRequest> = {}): TChangeRequest => ({
  id: 5,
  kind: 'application',
  title: 'Account application: Olivia Nguyen',
  status: 'pending',
  account: { id: 41, name: 'Olivia Nguyen', status: 'awaiting_signature' },
  initiator: { first_name: 'Olivia', last_name: 'Nguyen', is_current_user: true },
  is_primary_user: true,
  can_sign: true,
  is_sign_url_available: true,
  my_status: 'pending',
  is_viewed: false,
  new_data: null,
  signatures: { required: 1, signed: 0 },
  approvers: [{ first_name: 'Olivia', last_name: 'Nguyen', status: 'pending' }],
  created: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
