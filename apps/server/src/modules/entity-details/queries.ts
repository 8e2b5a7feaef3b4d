import type {
  TCorporateAccountDetails,
  TCorporateAddress,
  TTrustDetails,
} from '@portal/contracts/api/entity-details';
import type { Queryable } from '../../db/client.ts';
import { EDITABLE_STATUSES } from '../accounts/access.ts';

/** An address as stored: the form's fields with the country as its id. */
export type StoredAddress = {
  country: number;
  address_line_1: string;
  suburb: string;
  state: string;
  post_code: string;
};

type CorporateDetailsRow = {
  account_id: number;
  is_investing_primary_activity: boolean;
  nature_of_activity: string;
  registered_office: StoredAddress;
  principal_place_of_business: StoredAddress;
  postal_address: StoredAddress;
  country_names: Record<string, string> | null;
  can_edit: boolean;
};

const withCountryName = (
  address: StoredAddress,
  names: Record<string, string> | null,
): TCorporateAddress => ({
  country: address.country,
  country_name: names?.[String(address.country)] ?? '',
  address_line_1: address.address_line_1,
  suburb: address.suburb,
  state: address.state,
  post_code: address.post_code,
});

/** The company's (or corporate trustee's) details with its three addresses, or null when none were given. */
export async function findCorporateAccountDetails(
  q: Queryable,
  accountId: number,
): Promise<TCorporateAccountDetails | null> {
  const [row] = await q.query<CorporateDetailsRow>(
    `SELECT d.account_id, d.is_investing_primary_activity, d.nature_of_activity, d.registered_office,
            d.principal_place_of_business, d.postal_address,
            (SELECT jsonb_object_agg(c.id::text, c.name) FROM countries c
              WHERE c.id IN ((d.registered_office->>'country')::int, (d.principal_place_of_business->>'country')::int,
                             (d.postal_address->>'country')::int)) AS country_names,
            a.status = ANY($2::text[]) AS can_edit
       FROM corporate_account_details d
       JOIN accounts a ON a.id = d.account_id
      WHERE d.account_id = $1`,
    [accountId, EDITABLE_STATUSES],
  );
  if (!row) return null;
  return {
    account: row.account_id,
    is_investing_primary_activity: row.is_investing_primary_activity,
    nature_of_activity: row.nature_of_activity,
    registered_office: withCountryName(row.registered_office, row.country_names),
    principal_place_of_business: withCountryName(row.principal_place_of_business, row.country_names),
    postal_address: withCountryName(row.postal_address, row.country_names),
    can_edit: row.can_edit,
  };
}

export type CorporateDetailsValues = {
  isInvestingPrimaryActivity: boolean;
  natureOfActivity: string;
  registeredOffice: StoredAddress;
  principalPlaceOfBusiness: StoredAddress;
  postalAddress: StoredAddress;
};

export async function saveCorporateAccountDetails(
  q: Queryable,
  accountId: number,
  values: CorporateDetailsValues,
) {
  await q.query(
    `INSERT INTO corporate_account_details (account_id, is_investing_primary_activity, nature_of_activity,
                                            registered_office, principal_place_of_business, postal_address)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (account_id) DO UPDATE SET
       is_investing_primary_activity = EXCLUDED.is_investing_primary_activity,
       nature_of_activity = EXCLUDED.nature_of_activity, registered_office = EXCLUDED.registered_office,
       principal_place_of_business = EXCLUDED.principal_place_of_business,
       postal_address = EXCLUDED.postal_address, updated_at = now()`,
    [
      accountId,
      values.isInvestingPrimaryActivity,
      values.natureOfActivity,
      JSON.stringify(values.registeredOffice),
      JSON.stringify(values.principalPlaceOfBusiness),
      JSON.stringify(values.postalAddress),
    ],
  );
}

type TrustDetailsRow = {
  account_id: number;
  type_id: number;
  type_name: string;
  state: string;
  is_settled_sum_at_least_threshold: boolean;
  settlor_name: string;
  is_investing_primary_activity: boolean;
  nature_of_activity: string;
  can_edit: boolean;
};

/** The account's trust details, or null when none were given. */
export async function findTrustDetails(q: Queryable, accountId: number): Promise<TTrustDetails | null> {
  const [row] = await q.query<TrustDetailsRow>(
    `SELECT d.account_id, d.type_id, t.name AS type_name, d.state, d.is_settled_sum_at_least_threshold,
            d.settlor_name, d.is_investing_primary_activity, d.nature_of_activity,
            a.status = ANY($2::text[]) AS can_edit
       FROM trust_details d
       JOIN accounts a ON a.id = d.account_id
       JOIN trust_types t ON t.id = d.type_id
      WHERE d.account_id = $1`,
    [accountId, EDITABLE_STATUSES],
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
    can_edit: row.can_edit,
  };
}

export type TrustDetailsValues = {
  typeId: number;
  state: string;
  isSettledSumAtLeastThreshold: boolean;
  settlorName: string;
  isInvestingPrimaryActivity: boolean;
  natureOfActivity: string;
};

export async function saveTrustDetails(q: Queryable, accountId: number, values: TrustDetailsValues) {
  await q.query(
    `INSERT INTO trust_details (account_id, type_id, state, is_settled_sum_at_least_threshold, settlor_name,
                                is_investing_primary_activity, nature_of_activity)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (account_id) DO UPDATE SET
       type_id = EXCLUDED.type_id, state = EXCLUDED.state,
       is_settled_sum_at_least_threshold = EXCLUDED.is_settled_sum_at_least_threshold,
       settlor_name = EXCLUDED.settlor_name, is_investing_primary_activity = EXCLUDED.is_investing_primary_activity,
       nature_of_activity = EXCLUDED.nature_of_activity, updated_at = now()`,
    [
      accountId,
      values.typeId,
      values.state,
      values.isSettledSumAtLeastThreshold,
      values.settlorName,
      values.isInvestingPrimaryActivity,
      values.natureOfActivity,
    ],
  );
}

export const listTrustTypes = (q: Queryable) =>
  q.query<{ id: number; name: string }>('SELECT id, name FROM trust_types ORDER BY id');

export async function trustTypeExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM trust_types WHERE id = $1', [id])).length > 0;
}
