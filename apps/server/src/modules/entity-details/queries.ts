import type {
  TCorporateAccountDetails,
  TCorporateAddress,
  TTrustDetails,
} from '@portal/contracts/api/entity-details';
import { type Expression, type ExpressionBuilder, type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';
import { EDITABLE_STATUSES } from '../accounts/access.ts';

/** An address as stored (a jsonb document): the form's fields with the country as its id. */
export type StoredAddress = {
  country: number;
  address_line_1: string;
  suburb: string;
  state: string;
  post_code: string;
};

/** The application can still be changed: what the sections answer as can_edit. */
const accountEditable = (eb: ExpressionBuilder<Database & { a: Database['accounts'] }, 'a'>) =>
  eb('a.status', 'in', [...EDITABLE_STATUSES]).as('can_edit');

const countryOf = (address: Expression<unknown>) => sql<number>`(${address}->>'country')::int`;

const withCountryName = (
  // The column's documents are written by saveCorporateAccountDetails only.
  stored: unknown,
  names: Record<string, string> | null,
): TCorporateAddress => {
  const address = stored as StoredAddress;
  return {
    country: address.country,
    country_name: names?.[String(address.country)] ?? '',
    address_line_1: address.address_line_1,
    suburb: address.suburb,
    state: address.state,
    post_code: address.post_code,
  };
};

/** The company's (or corporate trustee's) details with its three addresses, or null when none were given. */
export async function findCorporateAccountDetails(
  q: Queryable,
  accountId: number,
): Promise<TCorporateAccountDetails | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('corporate_account_details as d')
      .innerJoin('accounts as a', 'a.id', 'd.account_id')
      .select((eb) => [
        'd.account_id',
        'd.is_investing_primary_activity',
        'd.nature_of_activity',
        'd.registered_office',
        'd.principal_place_of_business',
        'd.postal_address',
        eb
          .selectFrom('countries as c')
          .select(sql<Record<string, string>>`jsonb_object_agg(c.id::text, c.name)`.as('names'))
          .where('c.id', 'in', [
            countryOf(eb.ref('d.registered_office')),
            countryOf(eb.ref('d.principal_place_of_business')),
            countryOf(eb.ref('d.postal_address')),
          ])
          .as('country_names'),
        accountEditable(eb),
      ])
      .where('d.account_id', '=', accountId),
  );
  if (!row) return null;
  return {
    account: row.account_id,
    is_investing_primary_activity: row.is_investing_primary_activity,
    nature_of_activity: row.nature_of_activity,
    registered_office: withCountryName(row.registered_office, row.country_names),
    principal_place_of_business: withCountryName(row.principal_place_of_business, row.country_names),
    postal_address: withCountryName(row.postal_address, row.country_names),
    can_edit: row.can_edit === true,
  };
}

type CorporateAddressColumn = 'registered_office' | 'principal_place_of_business' | 'postal_address';

/** The row as saved; the address columns (jsonb) keep the documents the section writes. */
export type CorporateDetailsValues = Required<
  Pick<
    Insertable<Database['corporate_account_details']>,
    'is_investing_primary_activity' | 'nature_of_activity'
  >
> &
  Record<CorporateAddressColumn, StoredAddress>;

export async function saveCorporateAccountDetails(
  q: Queryable,
  accountId: number,
  values: CorporateDetailsValues,
) {
  await exec(
    q,
    sqlBuilder
      .insertInto('corporate_account_details')
      .values({
        ...values,
        account_id: accountId,
        registered_office: JSON.stringify(values.registered_office),
        principal_place_of_business: JSON.stringify(values.principal_place_of_business),
        postal_address: JSON.stringify(values.postal_address),
      })
      .onConflict((conflict) =>
        conflict.column('account_id').doUpdateSet((eb) => ({
          is_investing_primary_activity: eb.ref('excluded.is_investing_primary_activity'),
          nature_of_activity: eb.ref('excluded.nature_of_activity'),
          registered_office: eb.ref('excluded.registered_office'),
          principal_place_of_business: eb.ref('excluded.principal_place_of_business'),
          postal_address: eb.ref('excluded.postal_address'),
          updated_at: sql`now()`,
        })),
      ),
  );
}

/** The account's trust details, or null when none were given. */
export async function findTrustDetails(q: Queryable, accountId: number): Promise<TTrustDetails | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('trust_details as d')
      .innerJoin('accounts as a', 'a.id', 'd.account_id')
      .innerJoin('trust_types as t', 't.id', 'd.type_id')
      .select((eb) => [
        'd.account_id',
        'd.type_id',
        't.name as type_name',
        'd.state',
        'd.is_settled_sum_at_least_threshold',
        'd.settlor_name',
        'd.is_investing_primary_activity',
        'd.nature_of_activity',
        accountEditable(eb),
      ])
      .where('d.account_id', '=', accountId),
  );
  if (!row) return null;
  return {
    account: row.account_id,
    type: { id: row.type_id, name: row.type_name },
    state: row.state,
    is_settled_sum_at_least_threshold: row.is_settled_sum_at_least_threshold,
    settlor_name: row.settlor_name,
    is_investing_primary_activity: row.is_investing_primary_activity,
    nature_of_activity: row.nature_of_activity,
    can_edit: row.can_edit === true,
  };
}

export type TrustDetailsValues = Required<
  Pick<
    Insertable<Database['trust_details']>,
    | 'type_id'
    | 'state'
    | 'is_settled_sum_at_least_threshold'
    | 'settlor_name'
    | 'is_investing_primary_activity'
    | 'nature_of_activity'
  >
>;

export async function saveTrustDetails(q: Queryable, accountId: number, values: TrustDetailsValues) {
  await exec(
    q,
    sqlBuilder
      .insertInto('trust_details')
      .values({ ...values, account_id: accountId })
      .onConflict((conflict) =>
        conflict.column('account_id').doUpdateSet((eb) => ({
          type_id: eb.ref('excluded.type_id'),
          state: eb.ref('excluded.state'),
          is_settled_sum_at_least_threshold: eb.ref('excluded.is_settled_sum_at_least_threshold'),
          settlor_name: eb.ref('excluded.settlor_name'),
          is_investing_primary_activity: eb.ref('excluded.is_investing_primary_activity'),
          nature_of_activity: eb.ref('excluded.nature_of_activity'),
          updated_at: sql`now()`,
        })),
      ),
  );
}

export const listTrustTypes = (q: Queryable) =>
  run(q, sqlBuilder.selectFrom('trust_types').select(['id', 'name']).orderBy('id'));

export async function trustTypeExists(q: Queryable, id: number): Promise<boolean> {
  return (
    (await runMaybeOne(q, sqlBuilder.selectFrom('trust_types').select('id').where('id', '=', id))) !==
    undefined
  );
}
