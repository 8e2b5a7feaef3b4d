import {
  type TAdvisorConfiguration,
  type TAdvisorDetailResponse,
  type TAdvisorsResponse,
  ZBookMeetingRequestSchema,
  ZContactAdvisorRequestSchema,
} from '@portal/contracts/api/advisors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { parse } from '../../http/validation.ts';
import { authenticate } from '../auth/session-context.ts';
import {
  type AdvisorCaller,
  advisorConfiguration,
  bookQuarterlyMeeting,
  contactAdvisor,
  listAdvisors,
} from './service.ts';

type IdParams = { id: string };

/** A path id that is not a whole number names no advisor: 404, as an unknown one does. */
const advisorIdOf = (raw: string): number => {
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
};

export function advisorRoutes(app: FastifyInstance, deps: Deps): void {
  const caller = async (request: FastifyRequest): Promise<AdvisorCaller> => {
    const ctx = await authenticate(deps, request);
    return { actingUserId: ctx.actingUserId, applicationId: applicationIdOf(request) };
  };

  app.get(
    '/api/ipm/advisors/',
    async (request): Promise<TAdvisorsResponse> => listAdvisors(deps, await caller(request)),
  );

  app.get(
    '/api/ipm/advisors/configuration/',
    async (request): Promise<TAdvisorConfiguration> => advisorConfiguration(deps, await caller(request)),
  );

  app.post<{ Params: IdParams }>(
    '/api/ipm/advisors/:id/contact/',
    async (request): Promise<TAdvisorDetailResponse> => {
      const who = await caller(request);
      const advisorId = advisorIdOf(request.params.id);
      const { body } = parse(ZContactAdvisorRequestSchema, request.body);
      return contactAdvisor(deps, { caller: who, advisorId, body });
    },
  );

  app.post(
    '/api/ipm/current-account/book-quarterly-meeting/',
    async (request): Promise<TAdvisorDetailResponse> => {
      const who = await caller(request);
      return bookQuarterlyMeeting(deps, {
        caller: who,
        input: parse(ZBookMeetingRequestSchema, request.body),
      });
    },
  );
}
