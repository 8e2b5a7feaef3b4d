// What an application applies for, read for its summary and documents: the loan-note application's
// products, the tailored label of the portfolio's IPS and the nominated bank account. Money leaves the
// database as text; a bank account number leaves it as its last digits only.
import { BANK_NUMBER_CLEAR_DIGITS } from '@portal/contracts/api/applied-for';
import { sql } from 'kysely';
import type { Queryable } from '../../db/client.ts';
import { run, runMaybeOne, sqlBuilder } from '../../db/typed-sql.ts';

/**
 * The account's loan-note application: the bundle under way, else the last one issued, with the bank
 * account it pays to (one that names none pays to the account's first bank account).
 */
export async function findAppliedNotes(q: Queryable, accountId: number) {
  const bundle = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('loan_note_bundles as b')
      .select((eb) => [
        'b.id',
        eb.fn
          .coalesce(
            'b.bank_account_id',
            eb
              .selectFrom('bank_accounts as ba')
              .select('ba.id')
              .whereRef('ba.account_id', '=', 'b.account_id')
              .where('ba.deleted_at', 'is', null)
              .orderBy('ba.id')
              .limit(1),
          )
          .as('bank_account_id'),
      ])
      .where('b.account_id', '=', accountId)
      .orderBy(sql`b.issued_at IS NULL`, 'desc')
      .orderBy('b.id', 'desc')
      .limit(1),
  );
  if (!bundle) return null;
  const notes = await run(
    q,
    sqlBuilder
      .selectFrom('loan_notes as n')
      .innerJoin('note_types as t', 't.id', 'n.note_type_id')
      .select([
        sql<string>`n.face_value::text`.as('face_value'),
        'n.interest_capitalisation',
        't.id',
        't.term',
        't.is_at_call',
        't.interest_type',
        sql<string>`t.interest_rate::text`.as('interest_rate'),
        't.active',
      ])
      .where('n.bundle_id', '=', bundle.id)
      .orderBy('n.position')
      .orderBy('n.id'),
  );
  return { bankAccountId: bundle.bank_account_id, notes };
}

/** A bank account of the account still in use (`id`), else its first one; the number's last digits only. */
export function findNominatedBankAccount(q: Queryable, accountId: number, id: number | null) {
  return runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('bank_accounts as b')
      .select([
        'b.name',
        'b.bsb',
        sql<string>`right(b.number, ${sql.lit(BANK_NUMBER_CLEAR_DIGITS)})`.as('number_ending'),
      ])
      .where('b.account_id', '=', accountId)
      .where('b.deleted_at', 'is', null)
      .$if(id !== null, (query) => query.where('b.id', '=', id as number))
      .orderBy('b.id')
      .limit(1),
  );
}

/**
 * The tailored label chosen in an IPS (`ipsId`), or in the account's IPS in progress, else its active
 * one; only on an option with a positive percent.
 */
export async function findTailoredLabel(
  q: Queryable,
  accountId: number,
  ipsId: number | null,
): Promise<string | null> {
  const row = await runMaybeOne(
    q,
    sqlBuilder
      .selectFrom('investment_policy_statements as i')
      .innerJoin('ips_allocations as al', 'al.ips_id', 'i.id')
      .innerJoin('ips_tailored_labels as l', 'l.id', 'al.tailored_label_id')
      .select('l.name')
      .where('i.account_id', '=', accountId)
      .where('al.target_percentage', '>', '0')
      .$if(ipsId !== null, (query) => query.where('i.id', '=', ipsId as number))
      .$if(ipsId === null, (query) => query.where('i.status', '<>', 'superseded'))
      .orderBy(sql`i.status = 'active'`)
      .orderBy('i.id', 'desc')
      .limit(1),
  );
  return row?.name ?? null;
}
