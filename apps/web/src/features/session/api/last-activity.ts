import { http } from '@/shared/api/http-client';

/** GET /api/auth/last-activity/ -> { inactive_seconds }; it is not user activity itself. */
export const getLastActivity = () =>
  http.get<{ inactive_seconds: number }>('/auth/last-activity/', { countsAsActivity: false });
