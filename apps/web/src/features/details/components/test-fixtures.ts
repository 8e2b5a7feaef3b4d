// Answers of the lookups the detail steps load, and profiles that put the forced flow on a given step.
import { makeProfile } from '@/test/mock-server';

export const DETAIL_LOOKUPS = {
  'GET /api/genders/': {
    body: [
      { id: 1, key: 'male', title: 'Male' },
      { id: 2, key: 'female', title: 'Female' },
    ],
  },
  'GET /api/name-titles/': { body: [{ id: 1, title: 'Mr' }] },
  'GET /api/utils/countries/': {
    body: [
      { id: 14, code: 'AU', name: 'Australia' },
      { id: 160, code: 'NZ', name: 'New Zealand' },
    ],
  },
  'GET /api/utils/au-states/': { body: [{ code: 'VIC', name: 'Victoria' }] },
  'GET /api/utils/languages/': { body: [{ id: 1, code: 'en', name: 'English' }] },
  'GET /api/utils/address-search/': { body: [] },
  'GET /api/secondary-verification-document/available-types/': {
    body: {
      available_types: [
        { key: 'medicare_card', title: 'Medicare card' },
        { key: 'passport', title: 'Passport' },
      ],
    },
  },
};

/** A saved contact detail as the server answers it. */
export const CONTACT = {
  id: 1,
  account: null,
  channel: 'sms',
  country: 14,
  address_line_1: '1 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  post_code: '3000',
};

export const VERIFIED_DOCUMENT = {
  document_type: 'driver_licence',
  document_id: 'AB123456',
  document_state: 'VIC',
  card_number: 'C1234567',
  issue_date: '2020-01-15',
  expiry_date: '2099-01-15',
  document_file: { id: 5, file: '/media/licence.pdf', file_name: 'licence.pdf' },
  passport_document_id: null,
  passport_issue_date: null,
  passport_expiry_date: null,
  passport_document_file: null,
};

/** A saved personal detail as the server answers it. */
export const personalDetail = (overrides: Record<string, unknown> = {}) => ({
  id: 11,
  account: null,
  title: { id: 1, title: 'Mr' },
  gender: { id: 1, key: 'male' },
  first_name: 'Oliver',
  middle_name: '',
  last_name: 'Stone',
  preferred_name: '',
  date_of_birth: '1980-04-12',
  country: 14,
  state: 'VIC',
  suburb: 'Melbourne',
  address_line_1: '1 Collins Street',
  post_code: '3000',
  street_name: 'Collins Street',
  street_number: '1',
  status: 'verified',
  is_verified: true,
  no_failed_verification_attempts: 0,
  consent_access: true,
  passport_consent_access: false,
  primary_verification_document: VERIFIED_DOCUMENT,
  verification_error: null,
  ...overrides,
});

/** A forced profile whose first missing step is the additional details. */
export const profileAtAdditionalStep = () =>
  makeProfile({
    force_filling_missing_personal_details: true,
    personal_detail: personalDetail(),
    contact_detail: CONTACT,
    additional_detail: null,
  });

/** A forced profile whose first missing step is the secondary verification document. */
export const profileAtSecondaryStep = () =>
  makeProfile({
    force_filling_missing_personal_details: true,
    requires_secondary_document: true,
    personal_detail: personalDetail({ status: 'skipped', is_verified: false }),
  });
