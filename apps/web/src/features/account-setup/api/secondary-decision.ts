import type { TStatusDisplay } from '@portal/contracts/api/account-setup';
import { http } from '@/shared/api/http-client';

/** POST /api/accounts/{id}/secondary-decision/ { decision } -> a member accepts or declines the application. */
export const sendSecondaryDecision = (id: number, decision: 'accept' | 'decline') =>
  http.post<{
    detail: string;
    status: string;
    status_display: TStatusDisplay;
    next: 'done' | 'sign';
    change_request: number | null;
  }>(`/accounts/${id}/secondary-decision/`, { decision });
