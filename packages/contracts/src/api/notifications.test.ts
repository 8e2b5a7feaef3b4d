import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  inAppChannel,
  ZNotificationListQuerySchema,
  ZNotificationMarkReadRequestSchema,
  ZStaffNotificationRequestSchema,
} from './notifications.ts';

const issues = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('notification contracts', () => {
  it('list paging defaults to page 1 of 10 and reads query strings', () => {
    expect(z.parse(ZNotificationListQuerySchema, {})).toEqual({ page: 1, page_size: 10 });
    expect(z.parse(ZNotificationListQuerySchema, { page: '3', page_size: '10' })).toEqual({
      page: 3,
      page_size: 10,
    });
    expect(z.safeParse(ZNotificationListQuerySchema, { page: '0' }).success).toBe(false);
    expect(z.safeParse(ZNotificationListQuerySchema, { page_size: '1000' }).success).toBe(false);
  });

  it('mark read takes a list of positive integer ids', () => {
    expect(z.safeParse(ZNotificationMarkReadRequestSchema, { notifications: [1, 2] }).success).toBe(true);
    expect(z.safeParse(ZNotificationMarkReadRequestSchema, { notifications: [-1] }).success).toBe(false);
    expect(z.safeParse(ZNotificationMarkReadRequestSchema, { notifications: ['1'] }).success).toBe(false);
    expect(z.safeParse(ZNotificationMarkReadRequestSchema, {}).success).toBe(false);
  });

  it('a staff message names exactly one of user_id and application, with a title and text', () => {
    const base = { title: 'Statement ready', description: 'See Documents.' };
    expect(z.safeParse(ZStaffNotificationRequestSchema, { ...base, user_id: 4 }).success).toBe(true);
    expect(z.safeParse(ZStaffNotificationRequestSchema, { ...base, application: 'icf' }).success).toBe(true);
    const recipient = [{ path: '', message: 'Give either user_id or application.' }];
    expect(issues(ZStaffNotificationRequestSchema, base)).toEqual(recipient);
    expect(issues(ZStaffNotificationRequestSchema, { ...base, user_id: 4, application: 'ipm' })).toEqual(
      recipient,
    );
    expect(
      issues(ZStaffNotificationRequestSchema, { user_id: 4, title: '', description: 'x' }),
    ).toContainEqual({
      path: 'title',
      message: 'This field is required',
    });
    expect(
      z.safeParse(ZStaffNotificationRequestSchema, {
        ...base,
        user_id: 4,
        redirect_url: 'https://evil.example',
      }).success,
    ).toBe(false);
  });

  it("names a user's in-app channel", () => {
    expect(inAppChannel(42)).toBe('inapp#42');
  });
});
