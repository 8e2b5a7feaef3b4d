import {
  ZApplicationsResponseSchema,
  ZDetailResponseSchema,
  ZManagedUserResponseSchema,
  ZOnboardingStatusRequestSchema,
  ZProfileResponseSchema,
} from '@portal/contracts/api/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { TOKEN_SECURITY } from '../../http/api-docs.ts';
import { answers } from '../../http/route-schemas.ts';
import { callerOf, signedIn } from '../auth/signed-in.ts';
import { activeApplicationsOf } from '../brands/service.ts';
import { setOnboardingDone } from './queries.ts';
import { getProfile, managedUser } from './service.ts';

const tags = ['profile'];

export function profileRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/profiles/my/',
    {
      schema: {
        tags,
        summary: 'The profile of the caller (or of the client a staff member acts for)',
        security: TOKEN_SECURITY,
        response: answers(ZProfileResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    async (request) => {
      const ctx = callerOf(request);
      // A viewer of shared accounts reads their own profile: the investor's details are not shared.
      return getProfile(deps, ctx.user.id, ctx.managed && !ctx.viewer ? ctx.actingUserId : undefined);
    },
  );

  app.get(
    '/api/profiles/my/active-applications/',
    {
      schema: {
        tags,
        summary: 'The applications the caller (or the client acted for) is activated in',
        security: TOKEN_SECURITY,
        response: answers(ZApplicationsResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    async (request) => activeApplicationsOf(deps, callerOf(request).actingUserId),
  );

  app.get(
    '/api/profiles/my/managed-user/',
    {
      schema: {
        tags,
        summary: 'The client a staff member acts for (staff only)',
        security: TOKEN_SECURITY,
        response: answers(ZManagedUserResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    async (request) => managedUser(deps, callerOf(request)),
  );

  app.post(
    '/api/profiles/my/update-onboarding-status/',
    {
      schema: {
        tags,
        summary: 'Mark an onboarding tour as seen',
        security: TOKEN_SECURITY,
        body: ZOnboardingStatusRequestSchema,
        response: answers(ZDetailResponseSchema),
      },
      preValidation: signedIn(deps),
    },
    async (request) => {
      await setOnboardingDone(deps.db, callerOf(request).actingUserId, request.body.key);
      return { detail: 'Onboarding status updated.' };
    },
  );
}
