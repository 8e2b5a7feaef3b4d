// Answers of the people calls, shaped like the server's.
import type { TBeneficialOwner, TSecondaryUser } from '@portal/contracts/api/people';

export const savedPerson = (overrides: Partial<TSecondaryUser> = {}): TSecondaryUser => ({
  id: 31,
  first_name: 'Morgan',
  last_name: 'Joint',
  email: 'morgan@example.com',
  phone_number: '0412345678',
  role: { id: 1, key: 'contact', title: 'Contact' },
  verification_status: 'invited',
  status_display: { display_name: 'Invited', style: 'info' },
  can_resend_invite: true,
  is_possible_duplicate: false,
  is_removable_from_account: true,
  has_individual_tax: false,
  acn_uuid: null,
  list_of_editable_fields: ['first_name', 'last_name', 'email', 'phone_number', 'role'],
  ...overrides,
});

/** A beneficial owner: the person without what only the account's members carry (removal, tax, edits). */
export const savedOwner = (overrides: Partial<TBeneficialOwner> = {}): TBeneficialOwner => {
  const {
    is_removable_from_account: _removable,
    has_individual_tax: _tax,
    acn_uuid: _acn,
    list_of_editable_fields: _editable,
    ...owner
  } = savedPerson();
  return { ...owner, ...overrides };
};

/** Fills one person's block (by its position among the blocks). */
export const fillPerson = async (
  user: { clear: (el: Element) => Promise<void>; type: (el: Element, text: string) => Promise<void> },
  get: (label: string) => HTMLElement[],
  index: number,
  person: { first_name: string; last_name: string; phone_number: string; email: string },
) => {
  const set = async (label: string, value: string) => {
    const input = get(label)[index]!;
    await user.clear(input);
    await user.type(input, value);
  };
  await set('First name', person.first_name);
  await set('Last name', person.last_name);
  await set('Mobile phone', person.phone_number);
  await set('Email', person.email);
};
