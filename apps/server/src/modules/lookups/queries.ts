import { sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { run, sqlBuilder } from '../../db/typed-sql.ts';

export const listCountries = (q: Queryable) =>
  run(q, sqlBuilder.selectFrom('countries').select(['id', 'code', 'name']).orderBy('name'));

export const listLanguages = (q: Queryable) =>
  run(
    q,
    sqlBuilder
      .selectFrom('languages')
      .select(['id', 'code', 'name'])
      // English first, then by name.
      .orderBy(sql`code <> 'en'`)
      .orderBy('name'),
  );

export const listRegions = (q: Queryable, countryCode: string, limit: number) =>
  run(
    q,
    sqlBuilder
      .selectFrom('regions')
      .select(['id', 'code', 'name', 'geoname_id', 'licence_has_card_number'])
      .where('country_code', '=', sql<string>`upper(${countryCode})`)
      .orderBy('name')
      .limit(limit),
  );

export const listGenders = (q: Queryable) =>
  run(q, sqlBuilder.selectFrom('genders').select(['id', 'key', 'title']).orderBy('id'));

export const listNameTitles = (q: Queryable, genderId: number | undefined) =>
  run(
    q,
    sqlBuilder
      .selectFrom('name_titles')
      .select(['id', 'title'])
      .$if(genderId !== undefined, (query) =>
        query.where((eb) => eb(eb.val(genderId!), '=', eb.fn.any('gender_ids'))),
      )
      .orderBy('id'),
  );
