import {
  ZAdvisorConfigurationResponseSchema,
  ZAdvisorDetailResponseSchema,
  ZAdvisorsResponseSchema,
  ZBookMeetingRequestSchema,
  ZContactAdvisorRequestSchema,
} from '@portal/contracts/api/advisors';
import { ZIdPathSchema } from '@portal/contracts/api/path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import {
  type AdvisorCaller,
  advisorConfiguration,
  bookQuarterlyMeeting,
  contactAdvisor,
  listAdvisors,
} from './service.ts';

const tags = ['advisors'];
const security = TOKEN_SECURITY;

/** A path id that is not a whole number names no advisor: 404, as an unknown one does. */
const advisorIdOf = (raw: string): number => {
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
};

const advisorCallerOf = (request: FastifyRequest): AdvisorCaller => ({
  actingUserId: callerOf(request).actingUserId,
  applicationId: applicationIdOf(request),
});

export function advisorRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(deps);

  // Spec 002 names the advisors list of the private-portfolio area; spec 000 puts advisors in the
  // profile family: both paths answer it.
  for (const url of ['/api/ipm/advisors/', '/api/profiles/my/advisors/']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'The advisors of the caller’s accounts',
          security,
          response: answers(ZAdvisorsResponseSchema),
        },
        preValidation,
      },
      async (request) => listAdvisors(deps, advisorCallerOf(request)),
    );
  }

  app.get(
    '/api/ipm/advisors/configuration/',
    {
      schema: {
        tags,
        summary: 'The booking team’s contacts',
        security,
        response: answers(ZAdvisorConfigurationResponseSchema),
      },
      preValidation,
    },
    async (request) => advisorConfiguration(deps, advisorCallerOf(request)),
  );

  app.post(
    '/api/ipm/advisors/:id/contact/',
    {
      schema: {
        tags,
        summary: 'Send a message to one of the caller’s advisors',
        security,
        params: ZIdPathSchema,
        body: ZContactAdvisorRequestSchema,
        response: answers(ZAdvisorDetailResponseSchema),
      },
      preValidation,
    },
    async (request) =>
      contactAdvisor(deps, {
        caller: advisorCallerOf(request),
        advisorId: advisorIdOf(request.params.id),
        body: request.body.body,
      }),
  );

  app.post(
    '/api/ipm/current-account/book-quarterly-meeting/',
    {
      schema: {
        tags,
        summary: 'Ask for a quarterly review meeting for the current account',
        security,
        body: ZBookMeetingRequestSchema,
        response: answers(ZAdvisorDetailResponseSchema),
      },
      preValidation,
    },
    async (request) => bookQuarterlyMeeting(deps, { caller: advisorCallerOf(request), input: request.body }),
  );
}
