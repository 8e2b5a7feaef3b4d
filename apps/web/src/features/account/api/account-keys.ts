import type { TNotificationArea } from '@portal/contracts/api/account-settings';

export const activitiesKey = (page: number, pageSize: number) => ['activities', page, pageSize] as const;
export const notificationSettingsKey = (area: TNotificationArea) => ['notification-settings', area] as const;
export const confirmEmailByLinkKey = (key: string) => ['confirm-email-by-link', key] as const;
/** The same key as the security-schema query of the confirmation page, which refreshes it once confirmed. */
export const twoFactorSchemaKey = ['security-schema', 'two_factor'] as const;
export const secondFactorsKey = ['second-factors'] as const;
/** The caller's devices (live sessions) on the Activity page. */
export const sessionsKey = ['sessions'] as const;
