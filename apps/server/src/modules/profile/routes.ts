import { ZOnboardingStatusRequestSchema } from '@portal/contracts/api/auth';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { parse } from '../../http/validation.ts';
import { authenticate } from '../auth/session-context.ts';
import { setOnboardingDone } from './queries.ts';
import { getProfile } from './service.ts';

export function profileRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/profiles/my/', async (request) => {
    const ctx = await authenticate(deps, request);
    return getProfile(deps, ctx.user.id, ctx.managed ? ctx.actingUserId : undefined);
  });

  app.post('/api/profiles/my/update-onboarding-status/', async (request) => {
    const ctx = await authenticate(deps, request);
    const { key } = parse(ZOnboardingStatusRequestSchema, request.body);
    await setOnboardingDone(deps.db, ctx.actingUserId, key);
    return { detail: 'Onboarding status updated.' };
  });
}
