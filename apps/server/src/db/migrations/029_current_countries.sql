-- Countries as ISO 3166-1 lists them today. 003 seeded withdrawn codes beside their successors (DD and DE
-- both read Germany, UK and GB the United Kingdom, three Serbias), so a person could store East Germany
-- as a tax residency. Every stored country is moved to the successor of its withdrawn code, the withdrawn
-- codes are removed, and the current codes 003 missed are added. The list is checked against the
-- i18n-iso-countries package by lookups.test.ts.

CREATE TEMPORARY TABLE country_successors ON COMMIT DROP AS
  SELECT withdrawn.id AS old_id, successor.id AS new_id
  FROM (VALUES
    ('AN', 'CW'), -- Netherlands Antilles: listed as Curaçao
    ('BU', 'MM'), -- Burma
    ('CS', 'RS'), -- Serbia and Montenegro
    ('DD', 'DE'), -- German Democratic Republic
    ('DY', 'BJ'), -- Dahomey
    ('FX', 'FR'), -- Metropolitan France
    ('HV', 'BF'), -- Upper Volta
    ('NH', 'VU'), -- New Hebrides
    ('RH', 'ZW'), -- Southern Rhodesia
    ('SU', 'RU'), -- USSR
    ('TP', 'TL'), -- East Timor
    ('UK', 'GB'), -- reserved for the United Kingdom, never its code
    ('VD', 'VN'), -- North Vietnam
    ('YD', 'YE'), -- South Yemen
    ('YU', 'RS'), -- Yugoslavia
    ('ZR', 'CD')  -- Zaire
  ) AS successors (old_code, new_code)
  JOIN countries withdrawn ON withdrawn.code = successors.old_code
  JOIN countries successor ON successor.code = successors.new_code;

-- A country id inside a jsonb document (a number, or a string of digits as some forms sent it), moved to
-- its successor; anything else unchanged.
CREATE FUNCTION pg_temp.current_country(id jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT to_jsonb(s.new_id) FROM country_successors s WHERE s.old_id::text = id #>> '{}'),
    id)
$$;

-- A list of country ids moved to their successors, each once, in the order first chosen.
CREATE FUNCTION pg_temp.current_countries(ids jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN jsonb_typeof(ids) <> 'array' THEN ids ELSE coalesce((
    SELECT jsonb_agg(kept.id ORDER BY kept.position)
    FROM (
      SELECT DISTINCT ON (mapped.id #>> '{}') mapped.id, mapped.position
      FROM (
        SELECT pg_temp.current_country(e.value) AS id, e.position
        FROM jsonb_array_elements(ids) WITH ORDINALITY AS e (value, position)
      ) mapped
      ORDER BY mapped.id #>> '{}', mapped.position
    ) kept), '[]'::jsonb) END
$$;

UPDATE personal_details t SET country_id = s.new_id FROM country_successors s WHERE t.country_id = s.old_id;
UPDATE contact_details t SET country_id = s.new_id FROM country_successors s WHERE t.country_id = s.old_id;
UPDATE individual_taxes t SET country_id = s.new_id FROM country_successors s WHERE t.country_id = s.old_id;
UPDATE corporate_taxes t SET country_id = s.new_id FROM country_successors s WHERE t.country_id = s.old_id;

UPDATE corporate_account_details SET
  registered_office = jsonb_set(registered_office, '{country}',
    pg_temp.current_country(registered_office->'country')),
  principal_place_of_business = jsonb_set(principal_place_of_business, '{country}',
    pg_temp.current_country(principal_place_of_business->'country')),
  postal_address = jsonb_set(postal_address, '{country}', pg_temp.current_country(postal_address->'country'))
WHERE (registered_office->>'country') IN (SELECT old_id::text FROM country_successors)
   OR (principal_place_of_business->>'country') IN (SELECT old_id::text FROM country_successors)
   OR (postal_address->>'country') IN (SELECT old_id::text FROM country_successors);

-- The additional details form's country fields (zAdditionalDetailsForm), where present.
UPDATE additional_details SET data = (
  SELECT jsonb_object_agg(
    field.key,
    CASE
      WHEN field.key IN ('country_of_citizenship', 'non_australian_resident_country')
        THEN pg_temp.current_countries(field.value)
      WHEN field.key IN ('office_address_country', 'principal_place_country', 'postal_address_country',
                         'non_australian_tax_resident_country')
        THEN pg_temp.current_country(field.value)
      ELSE field.value
    END)
  FROM jsonb_each(data) AS field)
WHERE jsonb_typeof(data) = 'object' AND data <> '{}'::jsonb;

DELETE FROM countries WHERE id IN (SELECT old_id FROM country_successors);

INSERT INTO countries (code, name) VALUES
  ('RE', 'Réunion'),
  ('UM', 'U.S. Outlying Islands'),
  ('XK', 'Kosovo')
ON CONFLICT (code) DO NOTHING;

DROP FUNCTION pg_temp.current_countries(jsonb);
DROP FUNCTION pg_temp.current_country(jsonb);
