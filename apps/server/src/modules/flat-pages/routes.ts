import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { parse } from '../../http/validation.ts';

const ZFlatPagesQuerySchema = z.object({ target: z.string().max(40).optional() });
const ZSlugSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** Legal and help pages kept by the provider as plain text, shown on the login page and under /account/legal/. */
export function flatPageRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/api/flat-pages/', async (request) => {
    const { target } = parse(ZFlatPagesQuerySchema, request.query);
    return deps.db.query(
      `SELECT slug, title FROM flat_pages WHERE $1::text IS NULL OR $1 = ANY(targets) ORDER BY sort_order, slug`,
      [target ?? null],
    );
  });

  app.get('/api/flat-pages/:slug/', async (request) => {
    const { slug } = parse(ZSlugSchema, request.params);
    const [page] = await deps.db.query('SELECT slug, title, content FROM flat_pages WHERE slug = $1', [slug]);
    if (!page) throw notFound();
    return page;
  });
}
