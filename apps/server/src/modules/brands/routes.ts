import {
  ZApplicationSchema,
  ZApplicationsResponseSchema,
  ZUtilsConfigResponseSchema,
} from '@portal/contracts/api/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC } from '../../http/api-docs.ts';
import { applicationIdOf } from '../../http/application-id.ts';
import { notFound } from '../../http/errors.ts';
import { answers } from '../../http/route-schemas.ts';
import { findApplication, listApplications } from './queries.ts';

const tags = ['brands'];

export function brandRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/applications/',
    {
      schema: {
        tags,
        summary: 'The applications (brands) of the portal',
        security: PUBLIC,
        response: answers(ZApplicationsResponseSchema),
      },
    },
    () => listApplications(deps.db),
  );

  app.get(
    '/api/applications/current/',
    {
      schema: {
        tags,
        summary: 'The application the X-Application-Id header names (ipm when absent)',
        security: PUBLIC,
        response: answers(ZApplicationSchema),
      },
    },
    async (request) => {
      const application = await findApplication(deps.db, applicationIdOf(request));
      if (!application) throw notFound();
      return application;
    },
  );

  app.get(
    '/api/utils/config/',
    {
      schema: {
        tags,
        summary: 'Client settings: the code resend timeout and the monitoring script',
        security: PUBLIC,
        response: answers(ZUtilsConfigResponseSchema),
      },
    },
    async () => ({
      resendVerificationCodeTimeout: deps.config.resendCodeTimeout,
      monitoring_script: monitoringScriptTag(deps.config.monitoringScriptUrl),
    }),
  );
}

/** The monitoring script as the HTML the spec's config carries: one external script, never inline code. */
function monitoringScriptTag(url: URL | null): string {
  if (!url) return '';
  const src = url.href.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<script src="${src}" async></script>`;
}
