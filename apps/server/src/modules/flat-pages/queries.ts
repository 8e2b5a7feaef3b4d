import type { Queryable } from '../../db/client.ts';
import { run, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';

/** Every page, or only those shown at `target`, in the provider's order. */
export function listFlatPages(q: Queryable, target: string | undefined) {
  return run(
    q,
    sqlBuilder
      .selectFrom('flat_pages')
      .select(['slug', 'title'])
      .$if(target !== undefined, (query) =>
        query.where((eb) => eb(eb.val(target!), '=', eb.fn.any('targets'))),
      )
      .orderBy('sort_order')
      .orderBy('slug'),
  );
}

export function findFlatPage(q: Queryable, slug: string) {
  return runMaybeOne(
    q,
    sqlBuilder.selectFrom('flat_pages').select(['slug', 'title', 'content']).where('slug', '=', slug),
  );
}
