import type { Queryable } from '../db/client.ts';
import { exec, runOne, sqlBuilder } from '../db/typed-sql.ts';

/** Complete, verified personal, contact and additional details for a demo investor. */
export async function seedDemoDetails(
  q: Queryable,
  userId: number,
  user: { first_name: string; last_name: string },
): Promise<void> {
  const au = await runOne(q, sqlBuilder.selectFrom('countries').select('id').where('code', '=', 'AU'));
  const country = au.id;
  await exec(
    q,
    sqlBuilder.insertInto('personal_details').values({
      user_id: userId,
      title_id: 5,
      gender_id: 3,
      first_name: user.first_name,
      last_name: user.last_name,
      date_of_birth: '1980-04-12',
      country_id: country,
      state: 'NSW',
      suburb: 'Sydney',
      address_line_1: '1 George Street',
      post_code: '2000',
      street_name: 'George Street',
      street_number: '1',
      status: 'verified',
      document_type: 'passport',
      passport_document_id: 'PA1234567',
      passport_issue_date: '2020-01-15',
      passport_expiry_date: '2030-01-14',
      passport_consent_access: true,
    }),
  );
  await exec(
    q,
    sqlBuilder.insertInto('contact_details').values({
      user_id: userId,
      channel: 'email',
      country_id: country,
      address_line_1: '1 George Street',
      suburb: 'Sydney',
      state: 'NSW',
      post_code: '2000',
    }),
  );
  await exec(
    q,
    sqlBuilder.insertInto('additional_details').values({
      user_id: userId,
      data: JSON.stringify({
        occupation: 'Company director',
        country_of_citizenship: [country],
        is_sole_trader: false,
        non_australian_resident: false,
        non_australian_tax_resident: false,
        preferred_language: 'en',
        is_translator_required: false,
      }),
    }),
  );
}
