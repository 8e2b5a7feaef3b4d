import {
  ZDashboardFilterUpdateRequestSchema,
  ZDashboardQuerySchema,
  ZInvestmentsQuerySchema,
} from '@portal/contracts/api/dashboard';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { parse } from '../../http/validation.ts';
import { authenticate } from '../auth/session-context.ts';
import * as dashboard from './service.ts';

const BASE = '/api/ipm/dashboard';

export function dashboardRoutes(app: FastifyInstance, deps: Deps): void {
  const callerOf = async (request: FastifyRequest): Promise<dashboard.DashboardCaller> => ({
    ctx: await authenticate(deps, request),
    applicationId: applicationIdOf(request),
  });

  app.get(`${BASE}/accounts/`, async (request) => dashboard.accounts(deps, await callerOf(request)));

  app.get('/api/ipm/latest-availability-date/', async (request) =>
    dashboard.latestAvailability(deps, await callerOf(request)),
  );

  app.get(`${BASE}/filter-setup/`, async (request) => dashboard.getFilter(deps, await callerOf(request)));

  app.patch(`${BASE}/filter-setup/`, async (request) => {
    const caller = await callerOf(request);
    return dashboard.saveFilter(deps, caller, parse(ZDashboardFilterUpdateRequestSchema, request.body));
  });

  const cards = {
    'total-asset-value': dashboard.totalAssetValue,
    'return-summary': dashboard.returnSummary,
    'capital-performance': dashboard.capitalPerformance,
    income: dashboard.income,
    'capital-movement': dashboard.capitalMovement,
    'asset-allocation': dashboard.allocation,
  } as const;
  for (const [path, card] of Object.entries(cards)) {
    app.get(`${BASE}/${path}/`, async (request) => {
      const caller = await callerOf(request);
      return card(deps, caller, parse(ZDashboardQuerySchema, request.query));
    });
  }

  // JSON by default; with Accept: text/csv all the rows (paging ignored) as a streamed CSV file.
  app.get(`${BASE}/investments/`, async (request, reply) => {
    const caller = await callerOf(request);
    const query = parse(ZInvestmentsQuerySchema, request.query);
    if (!request.headers.accept?.includes('text/csv')) return dashboard.investments(deps, caller, query);
    const csv = await dashboard.investmentsCsv(deps, caller, query);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${csv.fileName}"`);
    return reply.send(csv.body);
  });
}
