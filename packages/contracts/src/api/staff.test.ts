import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ZStaffAuditQuerySchema,
  ZStaffClientSearchQuerySchema,
  ZStaffInvitationListQuerySchema,
  zStaffInvitationForm,
} from './staff.ts';

const errorsOf = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('zStaffInvitationForm', () => {
  const valid = {
    application: 'viv',
    first_name: 'Ivy',
    last_name: 'Nguyen-Smith',
    email: 'ivy@example.com',
    phone_number: '0411222333',
  };

  it('accepts an applicant for ipm, icf or viv, trimmed', () => {
    for (const application of ['ipm', 'icf', 'viv']) {
      expect(z.parse(zStaffInvitationForm, { ...valid, application, email: ' ivy@example.com ' })).toEqual({
        ...valid,
        application,
      });
    }
  });

  it('names each field that is wrong', () => {
    expect(errorsOf(zStaffInvitationForm, {})).toEqual({
      application: 'This field is required',
      first_name: 'This field is required',
      last_name: 'This field is required',
      email: 'This field is required',
      phone_number: 'This field is required',
    });
    expect(
      errorsOf(zStaffInvitationForm, {
        ...valid,
        application: 'abc',
        email: 'ivy@',
        phone_number: '0211222333',
      }),
    ).toEqual({
      application: 'This field is required',
      email: 'Email format is not valid',
      phone_number: 'Mobile phone format is not valid',
    });
    expect(errorsOf(zStaffInvitationForm, { ...valid, phone_number: '04112223' })).toEqual({
      phone_number: 'Mobile phone must contain 10 symbols',
    });
  });
});

describe('console queries', () => {
  it('read page, page size and search from the query string with defaults', () => {
    expect(z.parse(ZStaffClientSearchQuerySchema, {})).toEqual({ q: '', page: 1, page_size: 20 });
    expect(z.parse(ZStaffClientSearchQuerySchema, { q: ' Hayes ', page: '3', page_size: '50' })).toEqual({
      q: 'Hayes',
      page: 3,
      page_size: 50,
    });
    expect(z.safeParse(ZStaffClientSearchQuerySchema, { page_size: '101' }).success).toBe(false);
    expect(z.safeParse(ZStaffClientSearchQuerySchema, { page: 'x' }).success).toBe(false);
    expect(z.safeParse(ZStaffInvitationListQuerySchema, { status: 'sent' }).success).toBe(false);
  });

  it('read the audit filters: ids, dates that exist, and nothing else', () => {
    expect(z.parse(ZStaffAuditQuerySchema, { staff_id: '4', date_from: '2026-02-28' })).toMatchObject({
      staff_id: 4,
      client_id: null,
      client: '',
      date_from: '2026-02-28',
    });
    expect(errorsOf(ZStaffAuditQuerySchema, { date_to: '2026-02-30' })).toEqual({
      date_to: 'Enter a date as YYYY-MM-DD.',
    });
    expect(z.safeParse(ZStaffAuditQuerySchema, { staff_id: 'abc' }).success).toBe(false);
    expect(z.safeParse(ZStaffAuditQuerySchema, { client_id: '0' }).success).toBe(false);
  });
});
