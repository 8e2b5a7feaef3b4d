import type { TFinancialYears, TReportAccount } from '@portal/contracts/api/reports';
import type { FastifyInstance } from 'fastify';
import { call } from './http.ts';

export const REPORTS_BASE = '/api/ipm/reports/';

/** The request of one performance report over every account and the whole history the user can ask for. */
export async function wholeHistoryReportRequest(
  app: FastifyInstance,
  token: string,
): Promise<Record<string, unknown>> {
  const years: TFinancialYears = (await call(app, `${REPORTS_BASE}financial-years/`, { token })).json;
  const accounts: TReportAccount[] = (
    await call(app, `${REPORTS_BASE}accounts/?start_date=${years.min_date}&end_date=${years.max_date}`, {
      token,
    })
  ).json;
  return {
    accounts: accounts.map((a) => a.id),
    investment_options: [],
    report_types: [2],
    start_date: years.min_date,
    end_date: years.max_date,
    combine_accounts: true,
    combine_investment_options: true,
  };
}
