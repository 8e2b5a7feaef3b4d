// Wording of the reports screens that neither the spec nor the contract gives (the contract holds the
// spec's own texts). docs/decisions.md '## Reports page' lists them.

export const PERIOD_LABEL = 'Period';
export const START_DATE_LABEL = 'Start date';
export const END_DATE_LABEL = 'End date';
export const FAVOURITES_LABEL = 'Favourite reports';
export const ACCOUNTS_LABEL = 'Accounts';
export const OPTIONS_LABEL = 'Investment options';
export const REPORT_TYPES_LABEL = 'Reports';
export const ALL_REPORTS_TEXT = 'All reports';
export const VIEW_LABEL = 'View';
export const DELETE_FAVOURITE_LABEL = 'Delete favourite';
export const SAVED_FAVOURITE_LABEL = 'Saved to favourites';
export const GENERATING_LABEL = 'Generating';
export const NEW_BADGE = 'NEW';
/** Beyond the spec: the parcel method's help, and the link to a report's CSV file of one type. */
export const PARCEL_METHOD_HELP =
  'Which purchases a sale is matched to: the oldest first, or those that give the smallest taxable gain.';
export const csvLinkLabel = (typeName: string) => `${typeName} (CSV)`;

/** The live toast of a report that has become ready. */
export const reportReadyToast = (name: string) => `${name} is ready`;

/** Spec section 1: the fixed disclaimer (its exact wording is not given). */
export const REPORTS_DISCLAIMER =
  'The information in this portal is provided for the informational use of clients of the manager only. ' +
  'Portfolio data is updated daily and may not reflect transactions of the current day. The information ' +
  'is confidential and must not be passed on to any other person. A client is a person or entity for ' +
  'whom the manager provides portfolio management services under a signed agreement, including the ' +
  'authorised representatives of that person or entity.';
