import { maskTfn, type TCorporateTax, type TIndividualTax } from '@portal/contracts/api/tax';
import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { type Database, exec, run, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';
import { EDITABLE_STATUSES } from '../accounts/access.ts';

// Answers carry the masked TFN only: the ciphertext column is never selected by a loader.

/**
 * A person's tax details are locked once they are part of a submitted application: as its primary user,
 * or as a secondary user who has given their answer to it. Changes then go through the provider.
 */
const individualCanEdit = (eb: ExpressionBuilder<Database & { t: Database['individual_taxes'] }, 't'>) =>
  eb
    .not(
      eb.exists(
        eb
          .selectFrom('accounts as a')
          .select(eb.lit(1).as('one'))
          .where('a.submitted_at', 'is not', null)
          .where((inner) =>
            inner.or([
              inner('a.primary_user_id', '=', inner.ref('t.user_id')),
              inner.exists(
                inner
                  .selectFrom('account_people as p')
                  .select(inner.lit(1).as('one'))
                  .whereRef('p.account_id', '=', 'a.id')
                  .whereRef('p.user_id', '=', 't.user_id')
                  .where('p.decision', 'is not', null),
              ),
            ]),
          ),
      ),
    )
    .as('can_edit');

const findIndividualTaxRow = (q: Queryable, userId: number) =>
  runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('individual_taxes as t')
      .leftJoin('countries as c', 'c.id', 't.country_id')
      .select((eb) => [
        't.id',
        't.tfn_last_digits',
        't.has_not_tfn',
        't.is_australian_tax_resident',
        't.is_other_country_tax_resident',
        't.tin',
        't.country_id',
        'c.name as country_name',
        individualCanEdit(eb),
      ])
      .where('t.user_id', '=', userId),
  );

const toIndividualTax = (
  row: NonNullable<Awaited<ReturnType<typeof findIndividualTaxRow>>>,
): TIndividualTax => ({
  id: row.id,
  tfn: maskTfn(row.tfn_last_digits),
  has_not_tfn: row.has_not_tfn,
  is_australian_tax_resident: row.is_australian_tax_resident,
  is_other_country_tax_resident: row.is_other_country_tax_resident,
  tin: row.tin,
  country_of_residence: row.country_id === null ? null : { id: row.country_id, name: row.country_name ?? '' },
  can_edit: row.can_edit === true,
});

/** The user's individual tax details (masked TFN), or null when none were given. */
export async function findIndividualTax(q: Queryable, userId: number): Promise<TIndividualTax | null> {
  const row = await findIndividualTaxRow(q, userId);
  return row ? toIndividualTax(row) : null;
}

/** A TFN to store encrypted with its last digits, none, or `keep` for the one stored. */
type TfnToStore = { tfn: { ciphertext: string; lastDigits: string } | null | 'keep' };

export type IndividualTaxValues = TfnToStore &
  Pick<
    Insertable<Database['individual_taxes']>,
    'has_not_tfn' | 'is_australian_tax_resident' | 'is_other_country_tax_resident' | 'tin' | 'country_id'
  >;

/**
 * The TFN columns an update takes from the row proposed: none when the stored TFN is kept as it is.
 * (A row created with `keep` has no TFN to keep: it is stored without one.)
 */
const tfnUpdate = <T extends 'individual_taxes' | 'corporate_taxes'>(
  eb: ExpressionBuilder<Database & { excluded: Database[T] }, 'excluded'>,
  keep: boolean,
) =>
  keep
    ? {}
    : {
        tfn_ciphertext: eb.ref('excluded.tfn_ciphertext'),
        tfn_last_digits: eb.ref('excluded.tfn_last_digits'),
      };

/** Creates or replaces the user's row; `tfn: 'keep'` leaves the stored TFN as it is. */
export async function saveIndividualTax(q: Queryable, userId: number, values: IndividualTaxValues) {
  const { tfn: given, ...columns } = values;
  const tfn = given === 'keep' ? null : given;
  await exec(
    q,
    sqlBuilder
      .insertInto('individual_taxes')
      .values({
        ...columns,
        user_id: userId,
        tfn_ciphertext: tfn?.ciphertext ?? null,
        tfn_last_digits: tfn?.lastDigits ?? null,
      })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet((eb) => ({
          ...tfnUpdate(eb, values.tfn === 'keep'),
          has_not_tfn: eb.ref('excluded.has_not_tfn'),
          is_australian_tax_resident: eb.ref('excluded.is_australian_tax_resident'),
          is_other_country_tax_resident: eb.ref('excluded.is_other_country_tax_resident'),
          tin: eb.ref('excluded.tin'),
          country_id: eb.ref('excluded.country_id'),
          updated_at: sql`now()`,
        })),
      ),
  );
}

/** Whether the user's row has a TFN on file (an empty field then keeps it). */
export async function individualTfnOnFile(q: Queryable, userId: number): Promise<boolean> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('individual_taxes')
      .select((eb) => eb('tfn_ciphertext', 'is not', null).as('on_file'))
      .where('user_id', '=', userId),
  );
  return row?.on_file === true;
}

/** The account's corporate tax details (masked TFN), or null when none were given. */
export async function findCorporateTax(q: Queryable, accountId: number): Promise<TCorporateTax | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('corporate_taxes as t')
      .innerJoin('accounts as a', 'a.id', 't.account_id')
      .innerJoin('corporate_tax_categories as k', 'k.id', 't.category_id')
      .leftJoin('countries as c', 'c.id', 't.country_id')
      .select((eb) => [
        't.account_id',
        't.tfn_last_digits',
        't.has_not_tfn',
        't.abn',
        't.is_foreign_entity',
        't.country_id',
        'c.name as country_name',
        't.tin',
        't.category_id',
        'k.title as category_title',
        eb('a.status', 'in', [...EDITABLE_STATUSES]).as('can_edit'),
      ])
      .where('t.account_id', '=', accountId),
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
    can_edit: row.can_edit === true,
  };
}

export type CorporateTaxValues = TfnToStore &
  Pick<
    Insertable<Database['corporate_taxes']>,
    'has_not_tfn' | 'abn' | 'is_foreign_entity' | 'tin' | 'country_id' | 'category_id'
  >;

export async function saveCorporateTax(q: Queryable, accountId: number, values: CorporateTaxValues) {
  const { tfn: given, ...columns } = values;
  const tfn = given === 'keep' ? null : given;
  await exec(
    q,
    sqlBuilder
      .insertInto('corporate_taxes')
      .values({
        ...columns,
        account_id: accountId,
        tfn_ciphertext: tfn?.ciphertext ?? null,
        tfn_last_digits: tfn?.lastDigits ?? null,
      })
      .onConflict((conflict) =>
        conflict.column('account_id').doUpdateSet((eb) => ({
          ...tfnUpdate(eb, values.tfn === 'keep'),
          has_not_tfn: eb.ref('excluded.has_not_tfn'),
          abn: eb.ref('excluded.abn'),
          is_foreign_entity: eb.ref('excluded.is_foreign_entity'),
          country_id: eb.ref('excluded.country_id'),
          tin: eb.ref('excluded.tin'),
          category_id: eb.ref('excluded.category_id'),
          updated_at: sql`now()`,
        })),
      ),
  );
}

export async function corporateTfnOnFile(q: Queryable, accountId: number): Promise<boolean> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('corporate_taxes')
      .select((eb) => eb('tfn_ciphertext', 'is not', null).as('on_file'))
      .where('account_id', '=', accountId),
  );
  return row?.on_file === true;
}

export function listCorporateTaxCategories(q: Queryable) {
  return run(
    q,
    sqlBuilder.selectFrom('corporate_tax_categories').select(['id', 'title', 'description']).orderBy('id'),
  );
}

export async function categoryExists(q: Queryable, id: number): Promise<boolean> {
  const row = await runMaybeOne(
    q,
    sqlBuilder.selectFrom('corporate_tax_categories').select('id').where('id', '=', id),
  );
  return row !== undefined;
}
