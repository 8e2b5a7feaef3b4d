// Answers of the IPS calls, shaped like the server's.

/** The portfolio details (GET /api/portfolio-applications/9/) of account 9. */
export const PORTFOLIO_APPLICATION = {
  id: 3,
  account: 9,
  is_funds_transfer: true,
  funds_transfer_amount: '1500000.00',
  is_asset_transfer: false,
  asset_transfer_amount: null,
  source_of_funds: [1],
  source_of_funds_names: ['Salary and savings'],
  source_of_funds_other: '',
  is_require_14_days_investing: false,
  investment_period: 'other',
  investment_period_months: 6,
  accounting_method: 'minimise_gain',
  accounting_method_name: 'Minimise gain',
  receive_franking_credits: 'eligible',
  is_exempt_income_tax: false,
  can_edit: true,
};
export const IPS = {
  id: 5,
  account: 9,
  status: 'draft',
  status_display: 'Draft',
  wizard_step: 'booklet',
  strategic_asset_allocation: [],
  has_restrictions: null,
  has_industry_restrictions: null,
  has_security_restrictions: null,
  restricted_industry_groups: [],
  is_security_restrictions_provided: false,
  has_gearing: null,
  target_loan_balance_min: null,
  target_loan_balance_max: null,
  creator: 'Olivia Nguyen',
  created: '2026-01-01',
  modifier: null,
  modified: '2026-01-01',
  approvers: [],
  sign_requester_name: null,
  sign_requested_date: null,
  sign_change_request: null,
  signed_on_its_own: false,
  can_edit: true,
  can_delete: true,
};

const option = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  color: '#123456',
  target_percentage: '0.00',
  min_value: '0.00',
  tailored_label: null,
  has_tailored_label: false,
  is_custom_strategies_available: false,
  custom_strategies: [],
  ...extra,
});

export const ALLOCATION = {
  categories: [
    {
      id: 1,
      name: 'Cash',
      color: '#8fa3b0',
      investment_options: [option(12, 'Cash', { min_value: '2.00' })],
    },
    {
      id: 2,
      name: 'Australian Equities',
      color: '#0b3d5c',
      investment_options: [
        option(1, 'Tailored Australian Equity Portfolio', { has_tailored_label: true }),
        option(4, 'Australian Equities Custom Strategy', { is_custom_strategies_available: true }),
      ],
    },
  ],
};

export const ARRANGEMENTS = [
  {
    id: 1,
    title: 'Custodial',
    fees: { portfolio_management_fee: '0.3300', investment_management_fee: '0.5500' },
  },
  {
    id: 2,
    title: 'Direct',
    fees: { portfolio_management_fee: '0.2750', investment_management_fee: '0.5500' },
  },
];
export const LABELS = [
  { id: 1, name: 'Core' },
  { id: 2, name: 'Income focus' },
];

const node = (id: number, parent: number | null, name: string, is_leaf: boolean) => ({
  id,
  parent,
  is_leaf,
  restriction_type: null,
  group_restriction_type: null,
  name,
  description: '',
});
export const INDUSTRIES = [
  node(10, null, 'Energy', false),
  node(1010, 10, 'Energy group', false),
  node(101010, 1010, 'Energy Equipment & Services', true),
  node(101020, 1010, 'Oil, Gas & Consumable Fuels', true),
];

export const IPS_LOOKUPS = {
  'GET /api/ips/tailored-labels/': { body: LABELS },
  'GET /api/ips/holding-arrangements/': { body: ARRANGEMENTS },
  'GET /api/ips/booklet/': { body: { booklet: '/api/ips/booklet/file/' } },
  'GET /api/ips/5/strategic-asset-allocation/': { body: ALLOCATION },
  'GET /api/ips/5/industry-restrictions/': { body: INDUSTRIES },
  'GET /api/ips/5/security-restrictions/': { body: [] },
};
