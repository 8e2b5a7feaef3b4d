import {
  ZBenchmarkChoiceSchema,
  ZBenchmarkChoiceUpdateRequestSchema,
  ZBenchmarkComparisonResponseSchema,
  ZBenchmarksResponseSchema,
} from '@portal/contracts/api/benchmarks';
import {
  ZAssetAllocationResponseSchema,
  ZCapitalMovementResponseSchema,
  ZCapitalPerformanceResponseSchema,
  ZDashboardAccountsResponseSchema,
  ZDashboardFilterResponseSchema,
  ZDashboardFilterUpdateRequestSchema,
  ZDashboardQuerySchema,
  ZIncomeResponseSchema,
  ZInvestmentsQuerySchema,
  ZInvestmentsResponseSchema,
  ZLatestAvailabilityResponseSchema,
  ZReturnSummaryResponseSchema,
  ZReturnsByMethodResponseSchema,
  ZTotalAssetValueResponseSchema,
} from '@portal/contracts/api/dashboard';
import { ERROR_RESPONSES, ZFileSchema } from '@portal/contracts/api/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { answers, sendStream } from '../../http/route-schemas.ts';
import { callerOf as sessionOf, signedIn } from '../auth/signed-in.ts';
import * as dashboard from './service.ts';

const BASE = '/api/ipm/dashboard';
const tags = ['dashboard'];
const security = TOKEN_SECURITY;

export function dashboardRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const callerOf = (request: FastifyRequest): dashboard.DashboardCaller => ({
    ctx: sessionOf(request),
    applicationId: applicationIdOf(request),
  });

  app.get(
    `${BASE}/accounts/`,
    {
      schema: {
        tags,
        summary: 'The accounts and investment options the filter offers',
        security,
        response: answers(ZDashboardAccountsResponseSchema),
      },
      preValidation,
    },
    async (request) => dashboard.accounts(deps, callerOf(request)),
  );

  app.get(
    '/api/ipm/latest-availability-date/',
    {
      schema: {
        tags,
        summary: 'The last day portfolio data is available for',
        security,
        response: answers(ZLatestAvailabilityResponseSchema),
      },
      preValidation,
    },
    async (request) => dashboard.latestAvailability(deps, callerOf(request)),
  );

  app.get(
    `${BASE}/filter-setup/`,
    {
      schema: {
        tags,
        summary: 'The saved filter',
        security,
        response: answers(ZDashboardFilterResponseSchema),
      },
      preValidation,
    },
    async (request) => dashboard.getFilter(deps, callerOf(request)),
  );

  app.patch(
    `${BASE}/filter-setup/`,
    {
      schema: {
        tags,
        summary: 'Save the filter',
        security,
        body: ZDashboardFilterUpdateRequestSchema,
        response: answers(ZDashboardFilterResponseSchema),
      },
      preValidation,
    },
    async (request) => dashboard.saveFilter(deps, callerOf(request), request.body),
  );

  // Benchmarks (beyond the spec): the index series, the user's choice, and the chosen one beside the cards.
  app.get(
    `${BASE}/benchmarks/`,
    {
      schema: {
        tags,
        summary: 'The benchmarks an investor can compare with, each with its first and last level date',
        security,
        response: answers(ZBenchmarksResponseSchema),
      },
      preValidation,
    },
    async () => dashboard.benchmarks(deps),
  );

  app.get(
    `${BASE}/benchmark-choice/`,
    {
      schema: {
        tags,
        summary: 'The benchmark the user compares with (null: none)',
        security,
        response: answers(ZBenchmarkChoiceSchema),
      },
      preValidation,
    },
    async (request) => dashboard.benchmarkChoice(deps, callerOf(request)),
  );

  app.put(
    `${BASE}/benchmark-choice/`,
    {
      schema: {
        tags,
        summary: 'Choose the benchmark to compare with, or none (null)',
        security,
        body: ZBenchmarkChoiceUpdateRequestSchema,
        response: answers(ZBenchmarkChoiceSchema),
      },
      preValidation,
    },
    async (request) => dashboard.chooseBenchmark(deps, callerOf(request), request.body),
  );

  // The cards: one query (period, accounts, options), each its own answer.
  const card = <R>(summary: string, response: R) => ({
    schema: { tags, summary, security, querystring: ZDashboardQuerySchema, response: answers(response) },
    preValidation,
  });
  app.get(
    `${BASE}/total-asset-value/`,
    card('Total asset value', ZTotalAssetValueResponseSchema),
    async (request) => dashboard.totalAssetValue(deps, callerOf(request), request.query),
  );
  app.get(`${BASE}/return-summary/`, card('Return summary', ZReturnSummaryResponseSchema), async (request) =>
    dashboard.returnSummary(deps, callerOf(request), request.query),
  );
  app.get(
    `${BASE}/returns-by-method/`,
    card(
      'Time- and money-weighted returns, each split into income, capital growth and franking',
      ZReturnsByMethodResponseSchema,
    ),
    async (request) => dashboard.returnsByMethodCard(deps, callerOf(request), request.query),
  );
  app.get(
    `${BASE}/benchmark-comparison/`,
    card(
      "The chosen benchmark rebased to the period's start, and its return beside the portfolio's",
      ZBenchmarkComparisonResponseSchema,
    ),
    async (request) => dashboard.benchmarkComparison(deps, callerOf(request), request.query),
  );
  app.get(
    `${BASE}/capital-performance/`,
    card('Capital performance', ZCapitalPerformanceResponseSchema),
    async (request) => dashboard.capitalPerformance(deps, callerOf(request), request.query),
  );
  app.get(`${BASE}/income/`, card('Income', ZIncomeResponseSchema), async (request) =>
    dashboard.income(deps, callerOf(request), request.query),
  );
  app.get(
    `${BASE}/capital-movement/`,
    card('Capital movement', ZCapitalMovementResponseSchema),
    async (request) => dashboard.capitalMovement(deps, callerOf(request), request.query),
  );
  app.get(
    `${BASE}/asset-allocation/`,
    card('Asset allocation', ZAssetAllocationResponseSchema),
    async (request) => dashboard.allocation(deps, callerOf(request), request.query),
  );

  // JSON by default; with Accept: text/csv all the rows (paging ignored) as a streamed CSV file.
  app.get(
    `${BASE}/investments/`,
    {
      schema: {
        tags,
        summary: 'The investments, a page as JSON, or all of them as CSV (Accept: text/csv)',
        security,
        querystring: ZInvestmentsQuerySchema,
        response: {
          200: {
            description: 'A page of investments, or all of them as a CSV file',
            content: {
              'application/json': { schema: ZInvestmentsResponseSchema },
              'text/csv': { schema: ZFileSchema },
            },
          },
          ...ERROR_RESPONSES,
        },
      },
      preValidation,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!request.headers.accept?.includes('text/csv'))
        return dashboard.investments(deps, caller, request.query);
      const csv = await dashboard.investmentsCsv(deps, caller, request.query);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.fileName}"`);
      return sendStream(reply, csv.body);
    },
  );
}
