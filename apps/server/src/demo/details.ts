import type { Queryable } from '../db/client.ts';

/** Complete, verified personal, contact and additional details for a demo investor. */
export async function seedDemoDetails(
  q: Queryable,
  userId: number,
  user: { first_name: string; last_name: string },
): Promise<void> {
  const [au] = await q.query<{ id: number }>("SELECT id FROM countries WHERE code = 'AU'");
  const country = au!.id;
  await q.query(
    `INSERT INTO personal_details (user_id, title_id, gender_id, first_name, last_name, date_of_birth, country_id,
       state, suburb, address_line_1, post_code, street_name, street_number, status, document_type,
       passport_document_id, passport_issue_date, passport_expiry_date, passport_consent_access)
     VALUES ($1, 5, 3, $2, $3, '1980-04-12', $4, 'NSW', 'Sydney', '1 George Street', '2000', 'George Street', '1',
       'verified', 'passport', 'PA1234567', '2020-01-15', '2030-01-14', true)`,
    [userId, user.first_name, user.last_name, country],
  );
  await q.query(
    `INSERT INTO contact_details (user_id, channel, country_id, address_line_1, suburb, state, post_code)
     VALUES ($1, 'email', $2, '1 George Street', 'Sydney', 'NSW', '2000')`,
    [userId, country],
  );
  await q.query('INSERT INTO additional_details (user_id, data) VALUES ($1, $2)', [
    userId,
    JSON.stringify({
      occupation: 'Company director',
      country_of_citizenship: [country],
      is_sole_trader: false,
      non_australian_resident: false,
      non_australian_tax_resident: false,
      preferred_language: 'en',
      is_translator_required: false,
    }),
  ]);
}
