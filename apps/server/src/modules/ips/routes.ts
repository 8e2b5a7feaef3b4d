import { ERROR_RESPONSES, ZEmptyRequestSchema, ZNoContentSchema } from '@portal/contracts/api/errors';
import {
  ZAccountIpsSchema,
  ZAllocationRequestSchema,
  ZHoldingArrangementsResponseSchema,
  ZIndustryRestrictionsRequestSchema,
  ZIndustryRestrictionsResponseSchema,
  ZIpsBookletResponseSchema,
  ZIpsPatchSchema,
  ZIpsSchema,
  ZIpsSignResponseSchema,
  ZIpsStartRequestSchema,
  ZSecurityRestrictionsRequestSchema,
  ZSecurityRestrictionsResponseSchema,
  ZStrategicAssetAllocationSchema,
  ZTailoredLabelsResponseSchema,
} from '@portal/contracts/api/ips';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC, TOKEN_SECURITY } from '../../http/api-docs.ts';
import { pathId } from '../../http/ids.ts';
import { answers, fileAnswers, sendStream } from '../../http/route-schemas.ts';
import { actorOf, signedIn } from '../auth/signed-in.ts';
import { ipsBooklet } from './booklet.ts';
import './ips-change-request.ts';
import { listHoldingArrangements, listTailoredLabels } from './queries.ts';
import {
  deleteDraft,
  getAccountIps,
  getAllocation,
  getIndustryRestrictions,
  getIps,
  getSecurityRestrictions,
  patchIps,
  putAllocation,
  saveIndustryRestrictions,
  saveSecurityRestrictions,
  sendForSignature,
  startIps,
} from './service.ts';

const BOOKLET_FILE = '/api/ips/booklet/file/';
const tags = ['ips'];
const security = TOKEN_SECURITY;

/** The investment policy statement calls (spec 001 section 7, Portfolio and IPS). */
export function ipsRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);
  const id = (request: { params: { id: string } }) => pathId(request.params.id);

  app.get(
    '/api/ips/tailored-labels/',
    {
      schema: {
        tags,
        summary: 'The labels the tailored option may carry',
        security,
        response: answers(ZTailoredLabelsResponseSchema),
      },
      preValidation,
    },
    async () => listTailoredLabels(deps.db),
  );

  app.get(
    '/api/ips/holding-arrangements/',
    {
      schema: {
        tags,
        summary: 'The holding arrangements of custom strategies, with their fees',
        security,
        response: answers(ZHoldingArrangementsResponseSchema),
      },
      preValidation,
    },
    async () => listHoldingArrangements(deps.db),
  );

  app.get(
    '/api/ips/booklet/',
    {
      schema: {
        tags,
        summary: 'Where the investment options booklet is',
        security,
        response: answers(ZIpsBookletResponseSchema),
      },
      preValidation,
    },
    async () => ({ booklet: BOOKLET_FILE }),
  );

  // The booklet is the provider's product information, the same for everyone: a plain link opens it.
  app.get(
    BOOKLET_FILE,
    {
      schema: {
        tags,
        summary: 'The investment options booklet (PDF, shown in the page)',
        security: PUBLIC,
        response: fileAnswers('application/pdf'),
      },
    },
    async (_request, reply) => {
      const pdf = await ipsBooklet(deps.db);
      reply
        .type('application/pdf')
        .header('Content-Disposition', 'inline; filename="investment-options-booklet.pdf"');
      return sendStream(reply, pdf);
    },
  );

  app.post(
    '/api/ips/',
    {
      schema: {
        tags,
        summary: 'The account’s IPS in progress, started when there is none (copying the active one)',
        security,
        body: ZIpsStartRequestSchema,
        response: answers(ZIpsSchema),
      },
      preValidation,
    },
    async (request) => startIps(deps, actorOf(request), request.body),
  );

  app.get(
    '/api/accounts/:id/ips/',
    {
      schema: {
        tags,
        summary: 'The active IPS of an account and the one in progress',
        security,
        params: ZIdPathSchema,
        response: answers(ZAccountIpsSchema),
      },
      preValidation,
    },
    async (request) => getAccountIps(deps, actorOf(request), id(request)),
  );

  app.get(
    '/api/ips/:id/',
    {
      schema: { tags, summary: 'An IPS', security, params: ZIdPathSchema, response: answers(ZIpsSchema) },
      preValidation,
    },
    async (request) => getIps(deps, actorOf(request), id(request)),
  );

  app.patch(
    '/api/ips/:id/',
    {
      schema: {
        tags,
        summary: 'Answer the customisation or the gearing step of a draft IPS',
        security,
        params: ZIdPathSchema,
        body: ZIpsPatchSchema,
        response: answers(ZIpsSchema),
      },
      preValidation,
    },
    async (request) => patchIps(deps, actorOf(request), id(request), request.body),
  );

  app.delete(
    '/api/ips/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a draft IPS',
        security,
        params: ZIdPathSchema,
        response: { 204: ZNoContentSchema, ...ERROR_RESPONSES },
      },
      preValidation,
    },
    async (request, reply) => {
      await deleteDraft(deps, actorOf(request), id(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/ips/:id/send-for-signature/',
    {
      schema: {
        tags,
        summary: 'Send the finished draft of an active account for signature',
        security,
        params: ZIdPathSchema,
        body: ZEmptyRequestSchema,
        response: answers(ZIpsSignResponseSchema),
      },
      preValidation,
    },
    async (request) => sendForSignature(deps, actorOf(request), id(request)),
  );

  app.get(
    '/api/ips/:id/strategic-asset-allocation/',
    {
      schema: {
        tags,
        summary: 'The strategic asset allocation of an IPS: every option with its percent',
        security,
        params: ZIdPathSchema,
        response: answers(ZStrategicAssetAllocationSchema),
      },
      preValidation,
    },
    async (request) => getAllocation(deps, actorOf(request), id(request)),
  );

  app.put(
    '/api/ips/:id/strategic-asset-allocation/',
    {
      schema: {
        tags,
        summary: 'Save the allocation: percents, the tailored label and custom strategies',
        security,
        params: ZIdPathSchema,
        body: ZAllocationRequestSchema,
        response: answers(ZStrategicAssetAllocationSchema),
      },
      preValidation,
    },
    async (request) => putAllocation(deps, actorOf(request), id(request), request.body),
  );

  app.get(
    '/api/ips/:id/industry-restrictions/',
    {
      schema: {
        tags,
        summary: 'The industry tree with the restrictions of an IPS',
        security,
        params: ZIdPathSchema,
        response: answers(ZIndustryRestrictionsResponseSchema),
      },
      preValidation,
    },
    async (request) => getIndustryRestrictions(deps, actorOf(request), id(request)),
  );

  app.post(
    '/api/ips/:id/industry-restrictions/',
    {
      schema: {
        tags,
        summary: 'Replace the restricted industries of a draft IPS',
        security,
        params: ZIdPathSchema,
        body: ZIndustryRestrictionsRequestSchema,
        response: answers(ZIndustryRestrictionsResponseSchema),
      },
      preValidation,
    },
    async (request) => saveIndustryRestrictions(deps, actorOf(request), id(request), request.body),
  );

  app.get(
    '/api/ips/:id/security-restrictions/',
    {
      schema: {
        tags,
        summary: 'The security restrictions of an IPS',
        security,
        params: ZIdPathSchema,
        response: answers(ZSecurityRestrictionsResponseSchema),
      },
      preValidation,
    },
    async (request) => getSecurityRestrictions(deps, actorOf(request), id(request)),
  );

  app.post(
    '/api/ips/:id/security-restrictions/',
    {
      schema: {
        tags,
        summary: 'Replace the security restrictions of a draft IPS',
        security,
        params: ZIdPathSchema,
        body: ZSecurityRestrictionsRequestSchema,
        response: answers(ZSecurityRestrictionsResponseSchema),
      },
      preValidation,
    },
    async (request) => saveSecurityRestrictions(deps, actorOf(request), id(request), request.body),
  );
}
