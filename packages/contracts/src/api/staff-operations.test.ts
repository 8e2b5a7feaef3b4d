import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  APPLICATION_ACTIVATED_NOTICE,
  APPLICATION_RETURNED_NOTICE,
  importJobFinished,
  RETURN_REASON_MAX,
  ZApplicationQueueQuerySchema,
  ZPublishDocumentFieldsSchema,
  ZReturnApplicationRequestSchema,
} from './staff-operations.ts';

describe('the applications queue query', () => {
  it('defaults to the awaiting-activation tab, page 1 of 20', () => {
    expect(z.parse(ZApplicationQueueQuerySchema, {})).toEqual({
      status: 'awaiting_activation',
      page: 1,
      page_size: 20,
    });
  });

  it('takes the returned tab and the page sizes 10, 20 and 50 only', () => {
    expect(z.parse(ZApplicationQueueQuerySchema, { status: 'returned', page_size: '50' })).toMatchObject({
      status: 'returned',
      page_size: 50,
    });
    expect(z.safeParse(ZApplicationQueueQuerySchema, { page_size: '100' }).success).toBe(false);
    expect(z.safeParse(ZApplicationQueueQuerySchema, { status: 'active' }).success).toBe(false);
  });
});

describe('returning an application', () => {
  it('needs a reason: trimmed, not blank, at most 1000 characters', () => {
    expect(z.parse(ZReturnApplicationRequestSchema, { reason: '  Expired licence. ' })).toEqual({
      reason: 'Expired licence.',
    });
    const blank = z.safeParse(ZReturnApplicationRequestSchema, { reason: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('Give the reason for returning the application.');
    expect(
      z.safeParse(ZReturnApplicationRequestSchema, { reason: 'x'.repeat(RETURN_REASON_MAX) }).success,
    ).toBe(true);
    expect(
      z.safeParse(ZReturnApplicationRequestSchema, { reason: 'x'.repeat(RETURN_REASON_MAX + 1) }).success,
    ).toBe(false);
  });

  it('tells the members the reason', () => {
    expect(APPLICATION_RETURNED_NOTICE.description('Kim Lee', 'The licence has expired.')).toBe(
      'The application for Kim Lee was returned for changes: The licence has expired. Please update it and submit it again.',
    );
    expect(APPLICATION_ACTIVATED_NOTICE.description('Kim Lee')).toBe(
      'Kim Lee has been activated. Its portfolio, reports and documents are now available in the portal.',
    );
  });
});

describe('a published document', () => {
  it('takes a known category and a YYYY-MM-DD date; the tax-pack flag comes as text', () => {
    expect(
      z.parse(ZPublishDocumentFieldsSchema, {
        category: 'Annual Tax Pack',
        date_of: '2026-07-01',
        is_annual_summary_tax_pack: 'true',
      }),
    ).toEqual({
      category: 'Annual Tax Pack',
      date_of: '2026-07-01',
      description: '',
      is_annual_summary_tax_pack: true,
    });
    const bad = z.safeParse(ZPublishDocumentFieldsSchema, { category: 'Poem', date_of: '1/7/2026' });
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['category', 'date_of']);
  });
});

it('an import is under way until it is done or failed', () => {
  expect(importJobFinished({ status: 'pending' })).toBe(false);
  expect(importJobFinished({ status: 'running' })).toBe(false);
  expect(importJobFinished({ status: 'done' })).toBe(true);
  expect(importJobFinished({ status: 'failed' })).toBe(true);
});
