import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { accountMessages } from '../messages.ts';
import {
  notificationChannelsValid,
  ZActivitiesQuerySchema,
  ZChangeEmailRequestSchema,
  ZChangePhoneRequestSchema,
  ZNotificationSettingsBulkUpdateRequestSchema,
} from './account-settings.ts';

describe('account settings contracts', () => {
  it('change e-mail needs a valid e-mail, a password and confirmation_type link', () => {
    expect(
      z.safeParse(ZChangeEmailRequestSchema, {
        new_email: ' new@example.com ',
        password: 'x',
        confirmation_type: 'link',
      }).data,
    ).toEqual({ new_email: 'new@example.com', password: 'x', confirmation_type: 'link' });
    const bad = z.safeParse(ZChangeEmailRequestSchema, {
      new_email: 'a@',
      password: '',
      confirmation_type: 'code',
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['new_email', 'Email format is not valid'],
        ['password', 'This field is required'],
      ]),
    );
  });

  it('change phone needs an Australian mobile and a password', () => {
    expect(
      z.safeParse(ZChangePhoneRequestSchema, { new_phone_number: '0412345678', password: 'p' }).success,
    ).toBe(true);
    const bad = z.safeParse(ZChangePhoneRequestSchema, { new_phone_number: '0312345678', password: 'p' });
    expect(bad.error?.issues[0]?.message).toBe('Mobile phone format is not valid');
  });

  it('a required notification keeps e-mail or SMS', () => {
    expect(notificationChannelsValid({ is_required: true, send_email: false, send_sms: false })).toBe(false);
    expect(notificationChannelsValid({ is_required: true, send_email: false, send_sms: true })).toBe(true);
    expect(notificationChannelsValid({ is_required: false, send_email: false, send_sms: false })).toBe(true);
    expect(
      z.safeParse(ZNotificationSettingsBulkUpdateRequestSchema, [
        { id: 1, send_email: 'yes', send_sms: true },
      ]).success,
    ).toBe(false);
  });

  it('activity paging defaults to page 1 of 10 and caps the page size at 100', () => {
    expect(z.parse(ZActivitiesQuerySchema, {})).toEqual({ page: 1, page_size: 10 });
    expect(z.parse(ZActivitiesQuerySchema, { page: '3', page_size: '50' })).toEqual({
      page: 3,
      page_size: 50,
    });
    expect(z.safeParse(ZActivitiesQuerySchema, { page_size: '101' }).success).toBe(false);
    expect(z.safeParse(ZActivitiesQuerySchema, { page: '0' }).success).toBe(false);
  });

  it('the spec texts are verbatim', () => {
    expect(accountMessages.settingsSaved).toBe('Your settings were successfully changed');
    expect(accountMessages.settingsFailed).toBe('Something went wrong. Please try again.');
    expect(accountMessages.twoFactorEnabledLogout).toBe(
      'Login Two-Factor Authentication setting was enabled. You will be logged out now.',
    );
    expect(accountMessages.unsavedChanges).toBe('Changes that you made may not be saved.');
  });
});
