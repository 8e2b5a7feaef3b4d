import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  type TAccountStatus,
  type TAccountType,
  TRUSTEE_TYPES,
  type TTrusteeType,
} from '@portal/contracts/api/onboarding';

/**
 * A text column whose CHECK constraint allows only `values`, read where its type reaches us as text (a
 * template, a union of tables, a computed column): what the database answers is checked against the
 * contract's list instead of assumed.
 */
export function oneOf<T extends string>(values: readonly T[], value: string): T {
  if (!(values as readonly string[]).includes(value)) throw new Error(`Unexpected stored value: ${value}`);
  return value as T;
}

export const accountTypeOf = (value: string): TAccountType => oneOf(ACCOUNT_TYPES, value);
export const accountStatusOf = (value: string): TAccountStatus => oneOf(ACCOUNT_STATUSES, value);
export const trusteeTypeOf = (value: string | null): TTrusteeType | null =>
  value === null ? null : oneOf(TRUSTEE_TYPES, value);
