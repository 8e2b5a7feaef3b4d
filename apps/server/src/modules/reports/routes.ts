import type { Readable } from 'node:stream';
import { ERROR_RESPONSES, ZEmptyRequestSchema, ZNoContentSchema } from '@portal/contracts/api/errors';
import { ZKeyPathSchema, ZReportCsvPathSchema } from '@portal/contracts/api/path';
import {
  ZFavoriteConfigResponseSchema,
  ZFavoriteReportsQuerySchema,
  ZFavoriteReportsResponseSchema,
  ZFinancialYearsResponseSchema,
  ZGeneratedReportsResponseSchema,
  ZGenerateReportRequestSchema,
  ZGenerateReportResponseSchema,
  ZReportAccountsResponseSchema,
  ZReportMarkReadResponseSchema,
  ZReportPeriodQuerySchema,
  ZReportsCounterResponseSchema,
  ZReportTypesResponseSchema,
  ZSaveToFavoriteRequestSchema,
  ZSaveToFavoriteResponseSchema,
} from '@portal/contracts/api/reports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { answers, created, fileAnswers, sendStream } from '../../http/route-schemas.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import {
  downloadReport,
  downloadReportCsv,
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
const tags = ['reports'];
const security = TOKEN_SECURITY;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function reportsCallerOf(request: FastifyRequest): ReportsCaller {
  const ctx = callerOf(request);
  return {
    userId: ctx.actingUserId,
    creatorId: ctx.user.id,
    isStaff: ctx.user.is_staff,
    applicationId: applicationIdOf(request),
    // The one place the reports area chooses accounts: a viewer's shared accounts only.
    ...(ctx.viewer ? { sharedAccountIds: ctx.viewer.accountIds } : {}),
  };
}

/** A path id: a positive whole number, else the resource does not exist. */
function idParam(value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) === 0) throw notFound();
  return Number(value);
}

/** A report's file as a download that no cache keeps. */
function sendAttachment(
  reply: FastifyReply,
  file: { stream: Readable; fileName: string; contentType: string },
): FastifyReply {
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store');
  return sendStream(reply, file.stream);
}

function uuidParam(value: string): string {
  if (!UUID.test(value)) throw notFound();
  return value.toLowerCase();
}

/** The reports area (spec 002); the reports are rendered by jobs (jobs/report-worker.ts). */
export function reportRoutes(fastify: FastifyInstance, deps: Deps, jobs: ReportJobs): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);

  // The index calls carry the 'version 2' Accept header; it changes nothing here.
  app.get(
    `${BASE}/`,
    {
      schema: {
        tags,
        summary: 'The reports the caller generated, newest first',
        security,
        response: answers(ZGeneratedReportsResponseSchema),
      },
      preValidation,
    },
    async (request) => listGeneratedReports(deps.db, reportsCallerOf(request)),
  );

  app.post(
    `${BASE}/`,
    {
      schema: {
        tags,
        summary: 'Generate a report (rendered in the background; a result event tells when it is done)',
        security,
        body: ZGenerateReportRequestSchema,
        response: created(ZGenerateReportResponseSchema),
      },
      preValidation,
    },
    async (request, reply) => {
      const result = await generateReport({
        db: deps.db,
        caller: reportsCallerOf(request),
        input: request.body,
        jobs,
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    `${BASE}/new-counter/`,
    {
      schema: {
        tags,
        summary: 'How many generated reports are unread (asking is not activity)',
        security,
        response: answers(ZReportsCounterResponseSchema),
      },
      preValidation: signedIn(deps, { skipActivity: true }),
    },
    async (request) => newReportsCounter(deps.db, reportsCallerOf(request)),
  );

  app.get(
    `${BASE}/financial-years/`,
    {
      schema: {
        tags,
        summary: 'The financial years reports can cover',
        security,
        response: answers(ZFinancialYearsResponseSchema),
      },
      preValidation,
    },
    async (request) => financialYears(deps.db, reportsCallerOf(request)),
  );

  app.get(
    `${BASE}/accounts/`,
    {
      schema: {
        tags,
        summary: 'The accounts and options that have data in the period',
        security,
        querystring: ZReportPeriodQuerySchema,
        response: answers(ZReportAccountsResponseSchema),
      },
      preValidation,
    },
    async (request) => reportAccounts(deps.db, reportsCallerOf(request), request.query),
  );

  app.get(
    `${BASE}/report-types/`,
    {
      schema: { tags, summary: 'The report types', security, response: answers(ZReportTypesResponseSchema) },
      preValidation,
    },
    async () => reportTypes(deps.db),
  );

  app.get(
    `${BASE}/favorites/`,
    {
      schema: {
        tags,
        summary: 'The caller’s favourite report settings',
        security,
        querystring: ZFavoriteReportsQuerySchema,
        response: answers(ZFavoriteReportsResponseSchema),
      },
      preValidation,
    },
    async (request) => favoriteReports(deps.db, reportsCallerOf(request), request.query),
  );

  app.delete(
    `${BASE}/favorites/:key/`,
    {
      schema: {
        tags,
        summary: 'Remove a favourite',
        security,
        params: ZKeyPathSchema,
        response: { 204: ZNoContentSchema, ...ERROR_RESPONSES },
      },
      preValidation,
    },
    async (request, reply) => {
      await removeFavorite(deps.db, reportsCallerOf(request), idParam(request.params.key));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    `${BASE}/:key/mark-as-read/`,
    {
      schema: {
        tags,
        summary: 'Mark a generated report read',
        security,
        params: ZKeyPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZReportMarkReadResponseSchema),
      },
      preValidation,
    },
    async (request) => markAsRead(deps.db, reportsCallerOf(request), idParam(request.params.key)),
  );

  app.get(
    `${BASE}/:key/download/`,
    {
      schema: {
        tags,
        summary: 'Download a generated report',
        security,
        params: ZKeyPathSchema,
        response: fileAnswers('application/pdf'),
      },
      preValidation,
    },
    async (request, reply) => {
      const { stream, fileName } = await downloadReport(
        deps.db,
        deps.files,
        reportsCallerOf(request),
        idParam(request.params.key),
      );
      return sendAttachment(reply, { stream, fileName, contentType: 'application/pdf' });
    },
  );

  app.get(
    `${BASE}/:key/download/csv/:type/`,
    {
      schema: {
        tags,
        summary: "Download the CSV file of one of a report's capital gains by parcel types",
        security,
        params: ZReportCsvPathSchema,
        response: fileAnswers('text/csv'),
      },
      preValidation,
    },
    async (request, reply) => {
      const { stream, fileName } = await downloadReportCsv(
        deps.db,
        deps.files,
        reportsCallerOf(request),
        idParam(request.params.key),
        idParam(request.params.type),
      );
      return sendAttachment(reply, { stream, fileName, contentType: 'text/csv; charset=utf-8' });
    },
  );

  app.get(
    `${BASE}/:key/favorite-config/`,
    {
      schema: {
        tags,
        summary: 'The settings of a generated report, to save as a favourite',
        security,
        params: ZKeyPathSchema,
        response: answers(ZFavoriteConfigResponseSchema),
      },
      preValidation,
    },
    async (request) => favoriteConfig(deps.db, reportsCallerOf(request), uuidParam(request.params.key)),
  );

  app.post(
    `${BASE}/:key/save-to-favorite/`,
    {
      schema: {
        tags,
        summary: 'Save the settings of a generated report as a favourite',
        security,
        params: ZKeyPathSchema,
        body: ZSaveToFavoriteRequestSchema,
        response: created(ZSaveToFavoriteResponseSchema),
      },
      preValidation,
    },
    async (request, reply) => {
      const caller = reportsCallerOf(request);
      const uuid = uuidParam(request.params.key);
      const favorite = await saveToFavorite(deps.db, caller, uuid, request.body.name);
      return reply.status(201).send(favorite);
    },
  );
}
