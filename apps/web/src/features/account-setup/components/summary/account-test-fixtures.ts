// An account as GET /api/accounts/{id}/ answers it, for the component tests of the setup pages: an
// individual application with its tax details given.
import type { TAccount } from '@portal/contracts/api/account-setup';
import { sectionAccount } from '../sections/section-test-fixtures';

export const makeAccount = (overrides: Partial<TAccount> = {}): TAccount =>
  sectionAccount({
    id: 41,
    name: 'Olivia Nguyen',
    type: 'individual',
    type_display: 'Individual',
    has_signing_authority: true,
    individual_tax: {
      id: 4,
      tfn: '******782',
      has_not_tfn: false,
      is_australian_tax_resident: true,
      is_other_country_tax_resident: false,
      tin: '',
      country_of_residence: null,
      can_edit: true,
    },
    ...overrides,
  }) as TAccount;
