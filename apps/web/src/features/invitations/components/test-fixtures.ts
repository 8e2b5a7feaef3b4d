import type { TInvite } from '@portal/contracts/api/invitations';

export const UUID = '5d0f6a2e-1c1b-4c55-9a53-0a00000000aa';

/** An invite as the server answers it; tests change the fields they are about. */
export const makeInvite = (overrides: Partial<TInvite> = {}): TInvite => ({
  uuid: UUID,
  type: 'primary',
  application: { name: 'Private Portfolios', product_key: 'ipm', url_address: 'http://localhost:3000' },
  account: null,
  account_id: null,
  primary_user_full_name: 'Robin Tester',
  is_fake_creation_case: false,
  is_setting_primary_case: false,
  email: 'robin@example.com',
  phone_number: '0412345678',
  registration_step: 'welcome',
  step: 'pending',
  agreement: { slug: 'agreement-ipm', title: 'Private Portfolios client agreement' },
  activation_object: null,
  ...overrides,
});
