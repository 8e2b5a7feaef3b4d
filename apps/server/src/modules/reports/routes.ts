import {
  type TFavoriteConfig,
  type TFavoriteReport,
  type TFinancialYears,
  type TGeneratedReport,
  type TGenerateReportResponse,
  type TReportAccount,
  type TReportMarkRead,
  type TReportsCounter,
  type TReportType,
  ZFavoriteReportsQuerySchema,
  ZGenerateReportRequestSchema,
  ZReportPeriodQuerySchema,
  ZSaveToFavoriteRequestSchema,
} from '@portal/contracts/api/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { parse } from '../../http/validation.ts';
import { type AuthOptions, authenticate } from '../auth/session-context.ts';
import {
  downloadReport,
  favoriteConfig,
  favoriteReports,
  financialYears,
  generateReport,
  listGeneratedReports,
  markAsRead,
  newReportsCounter,
  type ReportJobs,
  type ReportsCaller,
  removeFavorite,
  reportAccounts,
  reportTypes,
  saveToFavorite,
} from './service.ts';

const BASE = '/api/ipm/reports';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function callerOf(deps: Deps, request: FastifyRequest, options?: AuthOptions): Promise<ReportsCaller> {
  const ctx = await authenticate(deps, request, options);
  return {
    userId: ctx.actingUserId,
    creatorId: ctx.user.id,
    isStaff: ctx.user.is_staff,
    applicationId: applicationIdOf(request),
  };
}

/** A path id: a positive whole number, else the resource does not exist. */
function idParam(request: FastifyRequest): number {
  const value = (request.params as { key?: string }).key ?? '';
  if (!/^\d{1,9}$/.test(value) || Number(value) === 0) throw notFound();
  return Number(value);
}

function uuidParam(request: FastifyRequest): string {
  const value = (request.params as { key?: string }).key ?? '';
  if (!UUID.test(value)) throw notFound();
  return value.toLowerCase();
}

/** The reports area (spec 002); the reports are rendered by jobs (jobs/report-worker.ts). */
export function reportRoutes(app: FastifyInstance, deps: Deps, jobs: ReportJobs): void {
  // The index calls carry the 'version 2' Accept header; it changes nothing here.
  app.get(
    `${BASE}/`,
    async (request): Promise<TGeneratedReport[]> =>
      listGeneratedReports(deps.db, await callerOf(deps, request)),
  );

  app.post(`${BASE}/`, async (request, reply): Promise<TGenerateReportResponse> => {
    const caller = await callerOf(deps, request);
    const input = parse(ZGenerateReportRequestSchema, request.body);
    const result = await generateReport({ db: deps.db, caller, input, jobs });
    reply.status(201);
    return result;
  });

  app.get(
    `${BASE}/new-counter/`,
    async (request): Promise<TReportsCounter> =>
      newReportsCounter(deps.db, await callerOf(deps, request, { skipActivity: true })),
  );

  app.get(
    `${BASE}/financial-years/`,
    async (request): Promise<TFinancialYears> => financialYears(deps.db, await callerOf(deps, request)),
  );

  app.get(`${BASE}/accounts/`, async (request): Promise<TReportAccount[]> => {
    const caller = await callerOf(deps, request);
    return reportAccounts(deps.db, caller, parse(ZReportPeriodQuerySchema, request.query));
  });

  app.get(`${BASE}/report-types/`, async (request): Promise<TReportType[]> => {
    await callerOf(deps, request);
    return reportTypes(deps.db);
  });

  app.get(`${BASE}/favorites/`, async (request): Promise<TFavoriteReport[]> => {
    const caller = await callerOf(deps, request);
    return favoriteReports(deps.db, caller, parse(ZFavoriteReportsQuerySchema, request.query));
  });

  app.delete(`${BASE}/favorites/:key/`, async (request, reply) => {
    const caller = await callerOf(deps, request);
    await removeFavorite(deps.db, caller, idParam(request));
    return reply.status(204).send();
  });

  app.patch(`${BASE}/:key/mark-as-read/`, async (request): Promise<TReportMarkRead> => {
    const caller = await callerOf(deps, request);
    return markAsRead(deps.db, caller, idParam(request));
  });

  app.get(`${BASE}/:key/download/`, async (request, reply) => {
    const caller = await callerOf(deps, request);
    const { stream, fileName } = await downloadReport(deps.db, deps.files, caller, idParam(request));
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(stream);
  });

  app.get(`${BASE}/:key/favorite-config/`, async (request): Promise<TFavoriteConfig> => {
    const caller = await callerOf(deps, request);
    return favoriteConfig(deps.db, caller, uuidParam(request));
  });

  app.post(`${BASE}/:key/save-to-favorite/`, async (request, reply): Promise<TFavoriteReport> => {
    const caller = await callerOf(deps, request);
    const uuid = uuidParam(request);
    const { name } = parse(ZSaveToFavoriteRequestSchema, request.body);
    const favorite = await saveToFavorite(deps.db, caller, uuid, name);
    reply.status(201);
    return favorite;
  });
}
