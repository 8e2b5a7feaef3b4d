/** Every notifications query lives under this key, so one invalidation refreshes list and stats. */
export const notificationsKey = ['notifications'] as const;
