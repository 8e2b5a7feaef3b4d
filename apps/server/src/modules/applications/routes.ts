import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { findApplication, listApplications } from './queries.ts';

export function applicationRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/applications/', () => listApplications(deps.db));

  app.get('/api/applications/current/', async (request) => {
    const application = await findApplication(deps.db, applicationIdOf(request));
    if (!application) throw notFound();
    return application;
  });

  app.get('/api/utils/config/', async () => ({
    resendVerificationCodeTimeout: deps.config.resendCodeTimeout,
    monitoring_script: '',
  }));
}
