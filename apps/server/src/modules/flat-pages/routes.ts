import {
  ZFlatPagePathSchema,
  ZFlatPageSchema,
  ZFlatPagesQuerySchema,
  ZFlatPagesResponseSchema,
} from '@portal/contracts/api/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { PUBLIC } from '../../http/api-docs.ts';
import { notFound } from '../../http/errors.ts';
import { answers } from '../../http/route-schemas.ts';
import { findFlatPage, listFlatPages } from './queries.ts';

const tags = ['flat pages'];

/** Legal and help pages kept by the provider as plain text, shown on the login page and under /account/legal/. */
export function flatPageRoutes(fastify: FastifyInstance, deps: Deps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/flat-pages/',
    {
      schema: {
        tags,
        summary: 'The legal and help pages, or those shown at one place',
        security: PUBLIC,
        querystring: ZFlatPagesQuerySchema,
        response: answers(ZFlatPagesResponseSchema),
      },
    },
    async (request) => listFlatPages(deps.db, request.query.target),
  );

  app.get(
    '/api/flat-pages/:slug/',
    {
      schema: {
        tags,
        summary: 'One page, plain text paragraphs separated by blank lines',
        security: PUBLIC,
        params: ZFlatPagePathSchema,
        response: answers(ZFlatPageSchema),
      },
    },
    async (request) => {
      const page = await findFlatPage(deps.db, request.params.slug);
      if (!page) throw notFound();
      return page;
    },
  );
}
