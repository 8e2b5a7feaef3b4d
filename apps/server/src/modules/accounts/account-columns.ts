/**
 * The columns of an account (selected as `a`) that both its access check and the account entity read:
 * one list for the queries of both modules.
 */
export const ACCOUNT_COLUMNS = [
  'a.id',
  'a.uuid',
  'a.name',
  'a.account_type',
  'a.application_id',
  'a.status',
  'a.primary_user_id',
  'a.initiator_user_id',
  'a.trustee_type',
  'a.trustee_name',
  'a.abn',
  'a.acn',
  'a.has_secondary_users',
  'a.has_additional_trustees',
  'a.skip_deed_attachment',
  'a.skip_beneficial_owners',
] as const;
