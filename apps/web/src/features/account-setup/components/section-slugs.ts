// The slugs of the pages that edit one section of an application.

/** The form pages of /accounts/{id}/forms/{slug}/ (spec section 2). */
export type TFormSlug =
  | 'tax'
  /** The viewer's own tax details, on a company, trust or SMSF account whose 'tax' page is the account's. */
  | 'individual-tax'
  | 'secondary-users'
  | 'company-details'
  | 'beneficial-owners'
  | 'signing-authority'
  | 'individual-trust-details';

/** The upload pages, which live under /account-setup/apply-now/{slug}/{account_id}/ instead. */
export type TUploadSlug = 'edit-trust-deeds' | 'edit-wholesale-investor-details';
