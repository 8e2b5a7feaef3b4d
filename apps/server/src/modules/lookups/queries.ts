import type { Queryable } from '../../db/client.ts';

export const listCountries = (q: Queryable) =>
  q.query<{ id: number; code: string; name: string }>('SELECT id, code, name FROM countries ORDER BY name');

export const listLanguages = (q: Queryable) =>
  q.query<{ id: number; code: string; name: string }>(
    "SELECT id, code, name FROM languages ORDER BY code <> 'en', name",
  );

export const listRegions = (q: Queryable, countryCode: string, limit: number) =>
  q.query<{ id: number; code: string; name: string; geoname_id: number; licence_has_card_number: boolean }>(
    `SELECT id, code, name, geoname_id, licence_has_card_number FROM regions
      WHERE country_code = upper($1) ORDER BY name LIMIT $2`,
    [countryCode, limit],
  );

export const listGenders = (q: Queryable) =>
  q.query<{ id: number; key: string; title: string }>('SELECT id, key, title FROM genders ORDER BY id');

export const listNameTitles = (q: Queryable, genderId: number | undefined) =>
  q.query<{ id: number; title: string }>(
    'SELECT id, title FROM name_titles WHERE $1::int IS NULL OR $1::int = ANY (gender_ids) ORDER BY id',
    [genderId ?? null],
  );
