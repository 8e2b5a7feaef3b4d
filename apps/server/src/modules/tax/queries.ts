import { maskTfn, type TCorporateTax, type TIndividualTax } from '@portal/contracts/api/tax';
import type { Queryable } from '../../db/client.ts';
import { EDITABLE_STATUSES } from '../accounts/access.ts';

// Answers carry the masked TFN only: the ciphertext column is never selected by a loader.

type IndividualTaxRow = {
  id: number;
  tfn_last_digits: string | null;
  has_not_tfn: boolean;
  is_australian_tax_resident: boolean;
  is_other_country_tax_resident: boolean;
  tin: string;
  country_id: number | null;
  country_name: string | null;
  can_edit: boolean;
};

/**
 * A person's tax details are locked once they are part of a submitted application: as its primary user,
 * or as a secondary user who has given their answer to it. Changes then go through the provider.
 */
const INDIVIDUAL_CAN_EDIT = `NOT EXISTS (
    SELECT 1 FROM accounts a
     WHERE a.submitted_at IS NOT NULL
       AND (a.primary_user_id = t.user_id
            OR EXISTS (SELECT 1 FROM account_people p
                        WHERE p.account_id = a.id AND p.user_id = t.user_id AND p.decision IS NOT NULL)))`;

const toIndividualTax = (row: IndividualTaxRow): TIndividualTax => ({
  id: row.id,
  tfn: maskTfn(row.tfn_last_digits),
  has_not_tfn: row.has_not_tfn,
  is_australian_tax_resident: row.is_australian_tax_resident,
  is_other_country_tax_resident: row.is_other_country_tax_resident,
  tin: row.tin,
  country_of_residence: row.country_id === null ? null : { id: row.country_id, name: row.country_name ?? '' },
  can_edit: row.can_edit,
});

/** The user's individual tax details (masked TFN), or null when none were given. */
export async function findIndividualTax(q: Queryable, userId: number): Promise<TIndividualTax | null> {
  const [row] = await q.query<IndividualTaxRow>(
    `SELECT t.id, t.tfn_last_digits, t.has_not_tfn, t.is_australian_tax_resident,
            t.is_other_country_tax_resident, t.tin, t.country_id, c.name AS country_name,
            ${INDIVIDUAL_CAN_EDIT} AS can_edit
       FROM individual_taxes t
       LEFT JOIN countries c ON c.id = t.country_id
      WHERE t.user_id = $1`,
    [userId],
  );
  return row ? toIndividualTax(row) : null;
}

export type IndividualTaxValues = {
  tfn: { ciphertext: string; lastDigits: string } | null | 'keep';
  hasNotTfn: boolean;
  isAustralianTaxResident: boolean;
  isOtherCountryTaxResident: boolean;
  tin: string;
  countryId: number | null;
};

/** Creates or replaces the user's row; `tfn: 'keep'` leaves the stored TFN as it is. */
export async function saveIndividualTax(q: Queryable, userId: number, values: IndividualTaxValues) {
  const keep = values.tfn === 'keep';
  const tfn = values.tfn === 'keep' ? null : values.tfn;
  await q.query(
    `INSERT INTO individual_taxes (user_id, tfn_ciphertext, tfn_last_digits, has_not_tfn,
                                   is_australian_tax_resident, is_other_country_tax_resident, tin, country_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO UPDATE SET
       tfn_ciphertext = CASE WHEN $9 THEN individual_taxes.tfn_ciphertext ELSE EXCLUDED.tfn_ciphertext END,
       tfn_last_digits = CASE WHEN $9 THEN individual_taxes.tfn_last_digits ELSE EXCLUDED.tfn_last_digits END,
       has_not_tfn = EXCLUDED.has_not_tfn,
       is_australian_tax_resident = EXCLUDED.is_australian_tax_resident,
       is_other_country_tax_resident = EXCLUDED.is_other_country_tax_resident,
       tin = EXCLUDED.tin, country_id = EXCLUDED.country_id, updated_at = now()`,
    [
      userId,
      tfn?.ciphertext ?? null,
      tfn?.lastDigits ?? null,
      values.hasNotTfn,
      values.isAustralianTaxResident,
      values.isOtherCountryTaxResident,
      values.tin,
      values.countryId,
      keep,
    ],
  );
}

/** Whether the user's row has a TFN on file (an empty field then keeps it). */
export async function individualTfnOnFile(q: Queryable, userId: number): Promise<boolean> {
  const [row] = await q.query<{ on_file: boolean }>(
    'SELECT tfn_ciphertext IS NOT NULL AS on_file FROM individual_taxes WHERE user_id = $1',
    [userId],
  );
  return row?.on_file ?? false;
}

type CorporateTaxRow = {
  account_id: number;
  tfn_last_digits: string | null;
  has_not_tfn: boolean;
  abn: string;
  is_foreign_entity: boolean;
  country_id: number | null;
  country_name: string | null;
  tin: string;
  category_id: number;
  category_title: string;
  can_edit: boolean;
};

/** The account's corporate tax details (masked TFN), or null when none were given. */
export async function findCorporateTax(q: Queryable, accountId: number): Promise<TCorporateTax | null> {
  const [row] = await q.query<CorporateTaxRow>(
    `SELECT t.account_id, t.tfn_last_digits, t.has_not_tfn, t.abn, t.is_foreign_entity, t.country_id,
            c.name AS country_name, t.tin, t.category_id, k.title AS category_title,
            a.status = ANY($2::text[]) AS can_edit
       FROM corporate_taxes t
       JOIN accounts a ON a.id = t.account_id
       JOIN corporate_tax_categories k ON k.id = t.category_id
       LEFT JOIN countries c ON c.id = t.country_id
      WHERE t.account_id = $1`,
    [accountId, EDITABLE_STATUSES],
  );
  if (!row) return null;
  return {
    account: row.account_id,
    tfn: maskTfn(row.tfn_last_digits),
    has_not_tfn: row.has_not_tfn,
    abn: row.abn,
    is_foreign_entity: row.is_foreign_entity,
    country: row.country_id === null ? null : { id: row.country_id, name: row.country_name ?? '' },
    tin: row.tin,
    category: { id: row.category_id, title: row.category_title },
    can_edit: row.can_edit,
  };
}

export type CorporateTaxValues = Omit<
  IndividualTaxValues,
  'isAustralianTaxResident' | 'isOtherCountryTaxResident'
> & {
  abn: string;
  isForeignEntity: boolean;
  categoryId: number;
};

export async function saveCorporateTax(q: Queryable, accountId: number, values: CorporateTaxValues) {
  const keep = values.tfn === 'keep';
  const tfn = values.tfn === 'keep' ? null : values.tfn;
  await q.query(
    `INSERT INTO corporate_taxes (account_id, tfn_ciphertext, tfn_last_digits, has_not_tfn, abn,
                                  is_foreign_entity, country_id, tin, category_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (account_id) DO UPDATE SET
       tfn_ciphertext = CASE WHEN $10 THEN corporate_taxes.tfn_ciphertext ELSE EXCLUDED.tfn_ciphertext END,
       tfn_last_digits = CASE WHEN $10 THEN corporate_taxes.tfn_last_digits ELSE EXCLUDED.tfn_last_digits END,
       has_not_tfn = EXCLUDED.has_not_tfn, abn = EXCLUDED.abn, is_foreign_entity = EXCLUDED.is_foreign_entity,
       country_id = EXCLUDED.country_id, tin = EXCLUDED.tin, category_id = EXCLUDED.category_id,
       updated_at = now()`,
    [
      accountId,
      tfn?.ciphertext ?? null,
      tfn?.lastDigits ?? null,
      values.hasNotTfn,
      values.abn,
      values.isForeignEntity,
      values.countryId,
      values.tin,
      values.categoryId,
      keep,
    ],
  );
}

export async function corporateTfnOnFile(q: Queryable, accountId: number): Promise<boolean> {
  const [row] = await q.query<{ on_file: boolean }>(
    'SELECT tfn_ciphertext IS NOT NULL AS on_file FROM corporate_taxes WHERE account_id = $1',
    [accountId],
  );
  return row?.on_file ?? false;
}

export async function listCorporateTaxCategories(q: Queryable) {
  return q.query<{ id: number; title: string; description: string }>(
    'SELECT id, title, description FROM corporate_tax_categories ORDER BY id',
  );
}

export async function categoryExists(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM corporate_tax_categories WHERE id = $1', [id]);
  return rows.length > 0;
}
