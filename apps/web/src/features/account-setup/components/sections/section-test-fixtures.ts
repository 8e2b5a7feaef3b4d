// Answers of the lookups the section forms load, shaped like the server's.
export const SECTION_LOOKUPS = {
  'GET /api/utils/countries/': {
    body: [
      { id: 14, code: 'AU', name: 'Australia' },
      { id: 160, code: 'NZ', name: 'New Zealand' },
    ],
  },
  'GET /api/utils/au-states/': {
    body: [
      { code: 'NSW', name: 'New South Wales' },
      { code: 'VIC', name: 'Victoria' },
    ],
  },
  'GET /api/utils/address-search/': { body: [] },
  'GET /api/corporate-tax-categories/': {
    body: [
      {
        id: 1,
        title: 'Australian public company',
        description: 'A company listed on an Australian stock exchange.',
      },
      {
        id: 2,
        title: 'Australian private company',
        description: 'A proprietary company registered in Australia.',
      },
    ],
  },
  'GET /api/trust-types/': {
    body: [
      { id: 1, name: 'Discretionary (family) trust' },
      { id: 7, name: 'Self-managed superannuation fund' },
    ],
  },
};

/** The names of SECTION_LOOKUPS' countries, as the server names a saved country. */
export const COUNTRY_NAMES: Record<number, string> = { 14: 'Australia', 160: 'New Zealand' };
const CATEGORY_TITLES: Record<number, string> = {
  1: 'Australian public company',
  2: 'Australian private company',
};

type TSentCorporateTax = {
  tfn?: string;
  has_not_tfn?: boolean;
  abn?: string;
  is_foreign_entity?: boolean;
  country?: number | null;
  tin?: string;
  category?: number;
};

/**
 * The server answers a corporate tax save with what it stored: the TFN masked (an empty one keeps the one
 * `onFile`), the country and category named.
 */
export const savedCorporateTax = (
  account: number,
  sent: TSentCorporateTax,
  onFile: string | null = null,
) => ({
  account,
  tfn: sent.has_not_tfn ? null : sent.tfn ? `******${sent.tfn.slice(-3)}` : onFile,
  has_not_tfn: sent.has_not_tfn ?? false,
  abn: sent.abn ?? '',
  is_foreign_entity: sent.is_foreign_entity ?? false,
  country:
    typeof sent.country === 'number' ? { id: sent.country, name: COUNTRY_NAMES[sent.country] ?? '' } : null,
  tin: sent.tin ?? '',
  category: { id: sent.category ?? 0, title: CATEGORY_TITLES[sent.category ?? 0] ?? '' },
  can_edit: true,
});

export const TFN_NOTICE =
  'You are not required to provide your TFN. Declining to quote a TFN is not an offence, but tax may be withheld at the highest marginal rate.';

/** GET /api/accounts/{id}/ as the forms read it (type, trustee, ABN). */
export const sectionAccount = (overrides: Record<string, unknown> = {}) => ({
  id: 9,
  uuid: '00000000-0000-4000-8000-000000000009',
  name: 'Test account',
  type: 'company',
  type_display: 'Company',
  application: 'ipm',
  trustee: null,
  trustee_display: '',
  trustee_name: '',
  abn: '',
  acn: '',
  status: 'application_in_progress',
  status_display: { display_name: 'Application in progress', style: 'info' },
  primary_user: 7,
  primary_user_role: null,
  viewer_role: null,
  is_primary: true,
  secondary_users: [],
  has_secondary_users: null,
  has_additional_trustees: null,
  has_signing_authority: false,
  signing_authority: null,
  certificates: [],
  deed_attachments: [],
  skip_deed_attachment: false,
  trust_deed_missing: false,
  skip_beneficial_owners: false,
  can_edit_details: true,
  beneficial_owners: [],
  corporate_account_details: null,
  trust: null,
  corporate_tax: null,
  individual_tax: null,
  account_members_status_display: null,
  products: [],
  is_selected: true,
  initiator: null,
  acn_lookup_data: null,
  applied_for: [],
  submitted_at: null,
  decision: null,
  extra_application_info: {
    step: 'fill_in_missing_details',
    data: { unfilled_fields: [], warning: null, loan_note_bundle_id: null },
  },
  required_fields_for_account_type: ['individual_tax', 'portfolio_application', 'ongoing_ips'],
  is_happy_flow: true,
  has_pending_rebalance: false,
  active_ips: null,
  ongoing_ips: null,
  portfolio_application: null,
  bank_accounts: [],
  // As the server answers it: individual and joint accounts answer their members' individual tax.
  tax_type: ['individual', 'joint'].includes((overrides.type as string | undefined) ?? 'individual')
    ? 'individual'
    : 'corporate',
  ...overrides,
});
