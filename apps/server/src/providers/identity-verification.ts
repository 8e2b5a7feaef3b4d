/**
 * Identity verification (the document verification service check). The embedded default decides by
 * documented rules so the demo shows both outcomes:
 * - a document id starting with 'FAIL' (any case) is not verified;
 * - an expired document is not verified;
 * - anything else is verified.
 * A real adapter (a DVS gateway) implements the same call.
 */
export type IdentityCheck = {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  document_type: 'driver_licence' | 'passport';
  document_id: string;
  document_state: string;
  card_number: string;
  expiry_date: string;
};

export type IdentityResult = { verified: true } | { verified: false; message: string };

export type IdentityVerifier = { verify(check: IdentityCheck, today: string): Promise<IdentityResult> };

export const IDENTITY_NOT_VERIFIED =
  'We could not verify your identity with the details provided. Please check them and try again.';

export const embeddedIdentityVerifier: IdentityVerifier = {
  async verify(check, today) {
    if (check.document_id.toUpperCase().startsWith('FAIL'))
      return { verified: false, message: IDENTITY_NOT_VERIFIED };
    if (check.expiry_date < today) return { verified: false, message: IDENTITY_NOT_VERIFIED };
    return { verified: true };
  },
};
