import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

// Section 9 of the spec, value by value.
describe('business constants', () => {
  it('codes, attempts, age, timings', () => {
    expect([
      c.CODE_LENGTH,
      c.RESEND_CODE_TIMEOUT_SECONDS,
      c.IDENTITY_FAILED_ATTEMPTS_BEFORE_MODAL,
      c.MINIMUM_AGE,
    ]).toEqual([6, 60, 3, 18]);
    expect([c.TOAST_AUTO_CLOSE_MS, c.MODAL_CLOSE_ANIMATION_MS, c.FADE_MS, c.DEBOUNCE_MS]).toEqual([
      3000, 300, 300, 300,
    ]);
  });
  it('suggestions need more than 2 characters', () => {
    expect(c.SUGGESTION_MIN_CHARS).toBeGreaterThan(2);
    expect(c.SUGGESTION_MIN_CHARS).toBe(3);
  });
  it('uploads: 10 MB of pdf, png, jpg', () => {
    expect(c.UPLOAD_MAX_MB).toBe(10);
    expect(c.UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(c.UPLOAD_TYPES.map((t) => [t.extension, t.mime])).toEqual([
      ['pdf', 'application/pdf'],
      ['png', 'image/png'],
      ['jpg', 'image/jpeg'],
    ]);
  });
  it('lookups, lists and badges', () => {
    expect([c.COUNTRY_CACHE_MINUTES, c.REGION_CACHE_MINUTES, c.REGION_PAGE_SIZE, c.DEFAULT_REGION]).toEqual([
      30,
      60,
      500,
      'AU',
    ]);
    expect([c.NOTIFICATION_PAGE_SIZE, c.BELL_BADGE_CAP, c.NAV_COUNTER_MAX]).toEqual([10, 3, 9]);
    expect(c.LIST_PAGE_SIZES).toEqual([10, 20, 50, 100]);
  });
  it('inputs and passwords', () => {
    expect([c.SUPPORT_MESSAGE_MAX, c.SELECT_SEARCH_MAX, c.MONEY_MAX_CHARS]).toEqual([1000, 40, 15]);
    expect(c.PASSWORD_MIN_LENGTH).toBe(12);
    // SECURITY.md: at least 64 characters must be allowed.
    expect(c.PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
  });
  it('display', () => {
    expect(c.BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1250, xl: 1536 });
    expect(c.DATE_DISPLAY_FORMAT).toBe('DD-MMM-YYYY');
    expect(c.FORMAT_PATTERNS).toEqual({
      mobile: '#### ### ###',
      homePhone: '## #### ####',
      bsb: '###-###',
      abn: '## ### ### ###',
      acn: '### ### ###',
      tfn: '### ### ###',
    });
  });
});
