import type { Queryable } from '../db/client.ts';
import {
  countryIdOf,
  insertAdditionalDetails,
  insertContactDetails,
  insertPersonalDetails,
} from './queries/details.ts';
import type { UserRow } from './queries/users.ts';

/** Complete, verified personal, contact and additional details for a demo investor. */
export async function seedDemoDetails(
  q: Queryable,
  userId: number,
  user: Pick<UserRow, 'first_name' | 'last_name'>,
): Promise<void> {
  const country = await countryIdOf(q, 'AU');
  await insertPersonalDetails(q, {
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
  });
  await insertContactDetails(q, {
    user_id: userId,
    channel: 'email',
    country_id: country,
    address_line_1: '1 George Street',
    suburb: 'Sydney',
    state: 'NSW',
    post_code: '2000',
  });
  await insertAdditionalDetails(q, {
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
  });
}
