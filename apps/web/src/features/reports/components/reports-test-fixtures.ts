// Answers shaped like the reports server's, for the component tests of this feature.
import {
  REPORT_TYPES,
  type TFavoriteReport,
  type TFinancialYears,
  type TGeneratedReport,
  type TReportAccount,
  type TReportType,
} from '@portal/contracts/api/reports';
import { makeProfile, type THandler } from '@/test/mock-server';

export const TOURED = makeProfile({ onboardings: { dashboard_tour: true } });
export const STAFF = makeProfile({ is_staff: true, onboardings: { dashboard_tour: true } });

const type = (id: number): TReportType => ({ ...REPORT_TYPES.find((t) => t.id === id)! });

export const YEARS: TFinancialYears = {
  financial_years_list: [
    { start_date: '2025-07-01', end_date: '2026-06-30' },
    { start_date: '2024-07-01', end_date: '2025-06-30' },
  ],
  min_date: '2024-07-01',
  max_date: '2026-03-05',
};

export const ACCOUNTS: TReportAccount[] = [
  {
    id: 1,
    name: 'Smith Family Trust',
    investment_options: [
      { id: 11, label: 'Growth', available_report_types: [type(1), type(2), type(8)] },
      { id: 12, label: 'Balanced', available_report_types: [type(1), type(3)] },
    ],
  },
  {
    id: 2,
    name: 'Jane Smith',
    investment_options: [
      { id: 21, label: 'Income', available_report_types: [type(1), type(2), type(9), type(10)] },
    ],
  },
  {
    id: 3,
    name: 'Smith Super Fund',
    investment_options: [{ id: 31, label: 'Conservative', available_report_types: [type(1), type(8)] }],
  },
];

export const favourite = (overrides: Partial<TFavoriteReport> = {}): TFavoriteReport => ({
  id: 5,
  name: 'Quarterly pack',
  is_visible: true,
  is_available: true,
  is_global: false,
  description: '',
  accounts: [
    { id: 1, name: 'Smith Family Trust' },
    { id: 2, name: 'Jane Smith' },
  ],
  investment_options: [
    { id: 11, label: 'Growth', account_name: 'Smith Family Trust' },
    { id: 21, label: 'Income', account_name: 'Jane Smith' },
  ],
  report_types: [
    { id: 1, name: 'Portfolio valuation' },
    { id: 2, name: 'Performance' },
  ],
  combine_accounts: true,
  combine_investment_options: false,
  ...overrides,
});

export const report = (overrides: Partial<TGeneratedReport> = {}): TGeneratedReport => ({
  id: 100,
  uuid: 'a6c1f0de-2b1c-4c33-9f5e-000000000100',
  name: 'Portfolio report 100',
  link: '/api/ipm/reports/100/download/',
  accounts: [{ id: 1, name: 'Smith Family Trust' }],
  investment_options: [{ id: 11, label: 'Growth', account_name: 'Smith Family Trust' }],
  load_datetime: '2026-03-05T04:30:00Z',
  status: 'ready',
  report_types: [{ id: 1, name: 'Portfolio valuation' }],
  start_date: '2025-07-01',
  end_date: '2026-03-05',
  combine_accounts: false,
  combine_investment_options: false,
  is_new: false,
  creator: { first_name: 'Sam', last_name: 'Staff' },
  can_be_favorite: true,
  can_be_favorite_message: null,
  favorite_report: null,
  created_at: '2026-03-05T04:00:00Z',
  parcel_method: 'fifo',
  csv_files: [],
  ...overrides,
});

/** Every call of the reports page; override one by its key. */
export const reportsHandlers = (overrides: Record<string, THandler> = {}): Record<string, THandler> => ({
  'GET /api/profiles/my/': { body: TOURED },
  'GET /api/ipm/reports/': { body: [] },
  'GET /api/ipm/reports/new-counter/': { body: { new_counter: 0 } },
  'GET /api/ipm/reports/financial-years/': { body: YEARS },
  'GET /api/ipm/reports/accounts/': { body: ACCOUNTS },
  'GET /api/ipm/reports/favorites/': { body: [] },
  ...overrides,
});
