// Business constants and limits (spec section 9), plus the field limits of section 5.
// Every number the product shows or enforces is named here once.

// --- Codes, identity checks, age ---
export const CODE_LENGTH = 6;
/** Default wait before a code can be resent; the server's config may override it. */
export const RESEND_CODE_TIMEOUT_SECONDS = 60;
export const IDENTITY_FAILED_ATTEMPTS_BEFORE_MODAL = 3;
export const MINIMUM_AGE = 18;

// --- Timings ---
export const TOAST_AUTO_CLOSE_MS = 3000;
export const MODAL_CLOSE_ANIMATION_MS = 300;
export const FADE_MS = 300;
/** Debounce of select and autocomplete searches. */
export const DEBOUNCE_MS = 300;
/** Suggestions need MORE than 2 characters, so 3 is the least that triggers them. */
export const SUGGESTION_MIN_CHARS = 3;

// --- Uploads ---
export const UPLOAD_MAX_MB = 10;
/** One MB here is 1024 * 1024 bytes, the unit file pickers and operating systems show. */
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
export type TUploadType = { extension: 'pdf' | 'png' | 'jpg'; mime: string; extensions: readonly string[] };
/** pdf, png, jpg. `.jpeg` is the same format as `.jpg`, so it is accepted as an alias. */
export const UPLOAD_TYPES: readonly TUploadType[] = [
  { extension: 'pdf', mime: 'application/pdf', extensions: ['pdf'] },
  { extension: 'png', mime: 'image/png', extensions: ['png'] },
  { extension: 'jpg', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
];
/** For an `<input type="file" accept>` attribute. */
export const UPLOAD_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

// --- Lookups ---
export const COUNTRY_CACHE_MINUTES = 30;
export const REGION_CACHE_MINUTES = 60;
export const REGION_PAGE_SIZE = 500;
export const DEFAULT_REGION = 'AU';

// --- Lists, badges, paging ---
export const NOTIFICATION_PAGE_SIZE = 10;
/** The bell badge shows at most this number, then '3+'. */
export const BELL_BADGE_CAP = 3;
export const NAV_COUNTER_MAX = 9;
export const LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
/** The onboarding key the dashboard's guided tour completes (profile.onboardings[key]). */
export const DASHBOARD_TOUR_KEY = 'dashboard_tour';

// --- Inputs ---
export const SUPPORT_MESSAGE_MAX = 1000;
export const SELECT_SEARCH_MAX = 40;
export const MONEY_MAX_CHARS = 15;
export const MONEY_DECIMALS = 2;
export const PERCENT_DECIMALS = 2;
/** Number inputs ignore these keys (spec: they block e and a decimal point). */
export const NUMBER_INPUT_BLOCKED_KEYS = ['e', 'E', '.'] as const;

// --- Passwords (SECURITY.md: keep 12+ and four classes, allow at least 64, never truncate) ---
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

// --- Field limits of section 5 ---
export const FIELD_LIMITS = {
  addressLine: 35,
  suburb: 35,
  state: 255,
  postCode: 10,
  name: 50,
  preferredName: 28,
  streetName: 35,
  streetNumber: 10,
  documentId: 11,
  cardNumber: 11,
  occupation: 35,
  soleTraderText: 35,
  soleTraderPostCode: 15,
  taxIdentificationNumber: 9,
  bsbDigits: 6,
  abnDigits: 11,
  acnDigits: 9,
  tfnMinDigits: 8,
  tfnMaxDigits: 9,
  mobileDigits: 10,
} as const;

// --- Display ---
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1250, xl: 1536 } as const;
/** The other layout's breakpoints; its mobile header shows at 1200 px or less. */
export const LEGACY_BREAKPOINTS = [575, 768, 992, 1200, 1440] as const;
export const LEGACY_MOBILE_HEADER_MAX_WIDTH = 1200;
export const DATE_DISPLAY_FORMAT = 'DD-MMM-YYYY';
/** Date pickers start the week on Monday (0 = Sunday, 1 = Monday). */
export const WEEK_STARTS_ON = 1;
export const BIG_NUMBER_SUFFIXES = ['k', 'M', 'B'] as const;
export const FORMAT_PATTERNS = {
  mobile: '#### ### ###',
  homePhone: '## #### ####',
  bsb: '###-###',
  abn: '## ### ### ###',
  acn: '### ### ###',
  tfn: '### ### ###',
} as const;

// --- Dates ---
/**
 * "Today" for date rules (age, not in the past/future) is taken in this time zone on both the browser
 * and the server, so the two never disagree about a date near midnight. The spec is silent; the
 * business is Australian.
 */
export const BUSINESS_TIME_ZONE = 'Australia/Sydney';

// --- Defaults named by section 9 (their use is described in the other documents) ---
export const DEFAULT_MONEY_RANGE = [0, 5000] as const;
export const DEFAULT_MONTHS = [12, 0] as const;
export const DEFAULT_FREQUENCIES = ['monthly', 'quarterly'] as const;
export const FORTY_EIGHT_HOURS_DEFAULTS = ['0.00', 1] as const;
