import type { TCorporateInfo } from '@portal/contracts/api/account-setup';
import { http } from '@/shared/api/http-client';

/**
 * POST /api/utils/fetch-corporate-info/ -> what the company register holds for an ACN. A number it does
 * not know answers errors.error_1.message, which the form shows on the acn field.
 */
export const fetchCorporateInfo = (body: {
  acn: string;
  account_id?: number | null;
  registration_invite_uuid?: string | null;
}) => http.post<TCorporateInfo>('/utils/fetch-corporate-info/', body, { errors: { mode: 'form' } });
