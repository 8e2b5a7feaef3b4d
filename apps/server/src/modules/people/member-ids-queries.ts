import { type Expression, sql } from 'kysely';
import { sqlBuilder } from '../../db/typed-sql.ts';

/**
 * The members of an account today, as signing authority records them: the ids of its contact and
 * director people (the primary user is always a member and needs no id in the list), in id order. A part
 * of the queries of signing authority and of account setup, which compare it with the list last saved.
 */
export const currentMemberIdsOf = (accountId: Expression<number> | number) =>
  sql<number[]>`ARRAY(${sqlBuilder
    .selectFrom('account_people as p')
    .innerJoin('person_roles as r', 'r.id', 'p.role_id')
    .select('p.id')
    .where('p.account_id', '=', accountId)
    .where('r.kind', 'in', ['contact', 'director'])
    .orderBy('p.id')})`;

/** A stored member list in id order, as currentMemberIdsOf answers it. */
export const sortedIds = (ids: Expression<number[] | null>) =>
  sql<number[]>`ARRAY(SELECT unnest(${ids}) ORDER BY 1)`;
